import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { startAppActors } from '../../../src/machines/common/app-actors';
import type { posCounterMachine } from '../../../src/machines/pos/pos-counter.machine';
import type { posTillMachine } from '../../../src/machines/pos/pos-till.machine';
import { AppActorsProvider } from '../../../src/views/app-actors';
import type { Implementations } from '../../../src/views/common/screen-actor-context';
import { PosScreen } from '../../../src/views/pos/PosScreen';
import { PosCounter, PosTill } from '../../../src/views/pos/pos-till-context';
import { viewSessionMachine, viewShopSettingsMachine } from '../render-app';
import { openCounter } from './open-counter';

/**
 * /POS at Till 1 with its shift open (the counter's reads from open-counter.ts), the till's reads and
 * writes replaced by `till`: the screen tests of the till start here. Answers the user to drive it.
 * The counter's tests give their own `counter` (a till still to choose, its shift to open).
 */
export function renderOpenTill(till: Implementations<typeof posTillMachine>, counter: Implementations<typeof posCounterMachine> = openCounter) {
  const actors = startAppActors({ navigate: () => {}, path: '/POS', session: viewSessionMachine, shopSettings: viewShopSettingsMachine });
  render(
    <I18nProvider i18n={i18n}>
      <AppActorsProvider actors={actors}>
        <PosCounter.Substitute implementations={counter}>
          <PosTill.Substitute implementations={till}>
            <PosScreen />
          </PosTill.Substitute>
        </PosCounter.Substitute>
      </AppActorsProvider>
    </I18nProvider>,
  );
  return userEvent.setup({ delay: null });
}
