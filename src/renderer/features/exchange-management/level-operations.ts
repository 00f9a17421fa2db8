import { catalogue } from '@shared/contract/catalogue';

/**
 * The operations of each level of the catalogue tree, so a screen that shows any level (the detail pane,
 * the on/off lists) picks them by level, and its buttons are gated by what each operation declares.
 */
export const LEVEL_OPERATIONS = {
  sport: { save: catalogue.saveSport, remove: catalogue.deleteSport, setActive: catalogue.setSportActive },
  competition: { save: catalogue.saveCompetition, remove: catalogue.deleteCompetition, setActive: catalogue.setCompetitionActive },
  event: { save: catalogue.saveEvent, remove: catalogue.deleteEvent, setActive: catalogue.setEventActive },
} as const;

export type CatalogueLevelName = keyof typeof LEVEL_OPERATIONS;
