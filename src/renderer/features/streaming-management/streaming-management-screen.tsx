import { tabbedScreen } from '@renderer/components/tabbed-screen';
import { AppsTab } from './apps-tab';
import { CasinoStreamsTab } from './casino-streams-tab';
import { ScoreDesk } from './score-desk';
import { StreamsTab } from './streams-tab';
import { TeamsTab } from './teams-tab';

/** Streaming Management (streamingManagement): stream sources and apps, casino stream monitors, teams and the score desk. */
export default tabbedScreen('Streaming Management', [
  { value: 'streams', label: 'Streams', panel: () => <StreamsTab /> },
  { value: 'apps', label: 'Stream apps', panel: () => <AppsTab /> },
  { value: 'casino', label: 'Casino streams', panel: () => <CasinoStreamsTab /> },
  { value: 'score', label: 'Score desk', panel: () => <ScoreDesk /> },
  { value: 'teams', label: 'Teams and players', panel: () => <TeamsTab /> },
]);
