import { createActorContext } from '@xstate/react';
import { dashboardMachine } from '../../machines/reports/dashboard.machine';

/** The dashboard's machine, one per visit; tests give their own logic. */
export const DashboardActorContext = createActorContext(dashboardMachine);
