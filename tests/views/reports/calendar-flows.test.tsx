import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { startAppActors } from '../../../src/machines/common/app-actors';
import { addMonths } from '../../../src/domain/report-period';
import { formatMonth } from '../../../src/domain/format';
import type { Transactions } from '../../../src/domain/reports.schemas';
import { AppActorsProvider } from '../../../src/views/app-actors';
import { CalendarActorContext, TransactionsView } from '../../../src/views/reports/TransactionsScreen';
import { calendarModel, testableCalendarMachine, TODAY } from '../../machines/reports/calendar.model';
import { pathTitle } from '../../machines/model-helpers';
import { viewSessionMachine, viewShopSettingsMachine } from '../render-app';
import { englishOf } from '../../machines/common/english';

vi.setConfig({ testTimeout: 30_000 });
afterEach(cleanup);

/** The server's answers, settled by the path's steps: each request waits until a step answers it. */
function fakeServer() {
  const asked: string[] = [];
  let pending: { resolve: (value: unknown) => void; reject: (error: unknown) => void } | null = null;
  const implementations = {
    actors: {
      fetchTransactions: fromPromise(({ input }: { input: { month: string } }) => {
        asked.push(input.month);
        return new Promise((resolve, reject) => {
          pending = { resolve, reject };
        });
      }) as never,
    },
  };
  return {
    implementations,
    asked,
    answer: (output: unknown) => pending?.resolve(output),
    fail: (error: unknown) => pending?.reject(error),
  };
}

function renderCalendar() {
  const server = fakeServer();
  const actors = startAppActors({ navigate: () => {}, path: '/mytransactions', session: viewSessionMachine, shopSettings: viewShopSettingsMachine });
  render(
    <I18nProvider i18n={i18n}>
      <AppActorsProvider actors={actors}>
        <CalendarActorContext.Substitute implementations={server.implementations}>
          <CalendarActorContext.Provider input={{ today: TODAY }}>
            <TransactionsView />
          </CalendarActorContext.Provider>
        </CalendarActorContext.Substitute>
      </AppActorsProvider>
    </I18nProvider>,
  );
  return { server, user: userEvent.setup({ delay: null }) };
}

type Step = { event: { type: string; [key: string]: unknown }; state: { value: string; context: { month: string; openDay: string | null; error: string | null; transactions: Transactions | null } } };

/** Sends a path's step through the page: a click for the user's events, an answer for the server's. */
async function perform(step: Step, server: ReturnType<typeof fakeServer>, user: ReturnType<typeof userEvent.setup>) {
  const { event } = step;
  switch (event.type) {
    case 'calendar.previous':
      return user.click(screen.getByRole('button', { name: 'Previous' }));
    case 'calendar.next':
      return user.click(screen.getByRole('button', { name: 'Next' }));
    case 'calendar.retry':
      return user.click(screen.getByRole('button', { name: 'Retry' }));
    case 'calendar.day.open': {
      // Only the month's own days are on the page.
      const day = screen.queryByRole('button', { name: new RegExp(`^${event.date as string}`) });
      return day ? user.click(day) : undefined;
    }
    case 'calendar.day.close': {
      const close = screen.queryByRole('button', { name: 'Close' });
      return close ? user.click(close) : undefined;
    }
    case 'xstate.done.actor.fetchTransactions':
      return act(async () => server.answer(event.output));
    case 'xstate.error.actor.fetchTransactions':
      return act(async () => server.fail(event.error));
  }
}

/** What the page must show in the state the path reached. */
async function expectPage(state: Step['state']) {
  const { month, openDay, error, transactions } = state.context;
  await waitFor(() => expect(screen.getByRole('heading', { level: 2, name: formatMonth(month) })).toBeTruthy());
  const marked = document.querySelectorAll('[aria-current="date"]');
  expect(marked.length).toBe(month === TODAY.slice(0, 7) ? 1 : 0);
  if (marked.length === 1) expect(marked[0]!.textContent).toMatch(/^23/);
  if (error) expect(screen.getByRole('alert').textContent).toContain(englishOf(error));
  else expect(screen.queryByRole('alert')).toBeNull();
  const tenth = screen.getByRole('button', { name: new RegExp(`^${month}-10`) });
  expect(tenth.textContent!.replace(/\s/g, ' ')).toBe(transactions ? '101 sale Rs 150.001 payment in Rs 150.00Net Rs 150.00' : '10');
  const list = screen.queryByRole('region', { name: /Transactions of/ });
  if (!openDay) expect(list).toBeNull();
  else if (openDay.endsWith('-10') && transactions) {
    const links = within(list!).getAllByRole('link');
    expect(links.map((link) => [link.textContent!.replace(/\s/g, ' '), link.getAttribute('href')])).toEqual([
      ['Sale POS-000001', '/sale/edit/00000000-0000-4000-8000-000000000001'],
      ['Money in PAY-000001', '/sale/edit/00000000-0000-4000-8000-000000000001'],
    ]);
  } else expect(list!.textContent).toContain('No transactions on this day.');
}

describe('My Transactions through its view, along the calendar machine’s paths', () => {
  for (const path of calendarModel().getShortestPaths()) {
    it(pathTitle(path), async () => {
      const { server, user } = renderCalendar();
      // The machine alone, sent the same events, says what the page must show after each step.
      const expected = createActor(testableCalendarMachine, { input: { today: TODAY } }).start();
      let moved = 0;
      for (const step of path.steps as unknown as Step[]) {
        if (step.event.type !== 'xstate.init') expected.send(step.event as never);
        // Counted apart from the machine: Previous and Next move exactly one month each.
        moved += step.event.type === 'calendar.next' ? 1 : step.event.type === 'calendar.previous' ? -1 : 0;
        expect(expected.getSnapshot().context.month).toBe(addMonths('2026-11', moved));
        await perform(step, server, user);
        await expectPage(expected.getSnapshot() as unknown as Step['state']);
      }
      expected.stop();
      // Every month shown was asked for, starting with today's.
      expect(server.asked[0]).toBe('2026-11');
    });
  }
});
