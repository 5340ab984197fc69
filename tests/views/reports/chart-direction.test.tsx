import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useDocumentDirection } from '../../../src/views/common/use-document-direction';
import { chartOptionsFor } from '../../../src/views/reports/charts';

afterEach(() => {
  cleanup();
  document.documentElement.removeAttribute('dir');
});

// docs/right-to-left.md#charts-and-toasts: a canvas does not follow CSS, so a chart mirrors itself.
describe('a chart right to left', () => {
  const options = { animation: false, scales: { y: { beginAtZero: true } } } as const;

  it('is drawn as given left to right', () => {
    expect(chartOptionsFor(options, 'ltr')).toEqual(options);
  });

  it('runs its horizontal axis from the right, stands its value axis on the right, and reads its legend and tooltips right to left', () => {
    expect(chartOptionsFor(options, 'rtl')).toEqual({
      animation: false,
      layout: { padding: { left: 20 } },
      scales: { x: { reverse: true }, y: { beginAtZero: true, position: 'right' } },
      plugins: { legend: { rtl: true }, tooltip: { rtl: true } },
    });
  });

  it('keeps what a bar chart lying on its side says of its axes', () => {
    const sideways = { indexAxis: 'y', scales: { x: { beginAtZero: true } }, plugins: { legend: { display: false } } } as const;
    expect(chartOptionsFor(sideways, 'rtl')).toMatchObject({
      indexAxis: 'y',
      scales: { x: { beginAtZero: true, reverse: true }, y: { position: 'right' } },
      plugins: { legend: { display: false, rtl: true } },
    });
  });
});

describe('the page direction a view reads', () => {
  function Direction() {
    return <p>{useDocumentDirection()}</p>;
  }

  it('follows <html dir> as it changes', async () => {
    render(<Direction />);
    expect(screen.getByText('ltr')).toBeTruthy();
    await act(async () => {
      document.documentElement.dir = 'rtl';
    });
    expect(await screen.findByText('rtl')).toBeTruthy();
    await act(async () => {
      document.documentElement.dir = 'ltr';
    });
    expect(await screen.findByText('ltr')).toBeTruthy();
  });
});
