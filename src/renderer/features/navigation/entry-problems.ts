import { saveExchangeMenuItemSchema } from '@shared/contract/navigation';

const { label: labelSchema, path: pathSchema } = saveExchangeMenuItemSchema.shape;
const LABEL_MAX = labelSchema.maxLength ?? 40;

/** What is wrong with a label being typed, in words; nothing while the field is still empty. */
export const labelProblem = (label: string): string | undefined => {
  if (label !== '' && label.trim() === '') return 'Type a label: spaces alone show nothing.';
  return label.trim().length > LABEL_MAX ? `At most ${LABEL_MAX} characters (this one has ${label.trim().length}).` : undefined;
};

/** What is wrong with a site path (the exchange's own rule and words): "/sports", never an address. */
export const pathProblem = (path: string): string | undefined => pathSchema.safeParse(path).error?.issues[0]?.message;
