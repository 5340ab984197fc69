import { dashboardMachine } from '../../machines/reports/dashboard.machine';
import { screenActorContext } from '../common/screen-actor-context';

/** The dashboard's machine, one per visit, read by its parts; tests substitute its server calls. */
export const DashboardActorContext = screenActorContext(dashboardMachine);
