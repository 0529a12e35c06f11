// Download App: both apps' versions newest first with working download links, and the empty, loading
// and error states.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fail, meHandler, mockApi, ok, pending } from '../../testing/mock-api.ts';
import { renderApp, setTestLanguage } from '../../testing/render-app.tsx';

const appPath = 'GET /api/restaurant/version-app/list';
const tabletPath = 'GET /api/restaurant/version-tablet/list';

const appVersions = [
  {
    version_name: '1.3.0',
    version_code: 13,
    note: 'Faster menu sync',
    link: '/files/noren_13_1.3.0.apk',
    create_at: '2024-03-01T01:00:00Z',
  },
  {
    version_name: '1.4.0',
    version_code: 14,
    note: 'New receipt layout',
    link: '/files/noren_14_1.4.0.apk',
    create_at: '2024-04-02T03:30:00Z',
  },
];

describe('download app page', () => {
  it('lists each app newest first with a download link per version', async () => {
    await setTestLanguage('en');
    mockApi({ ...meHandler(null), [appPath]: () => ok(appVersions), [tabletPath]: () => ok([]) });
    renderApp('/download-app', { language: 'en' });

    const android = await screen.findByTestId('app-versions-app');
    await waitFor(() => expect(within(android).getAllByTestId('app-version-row')).toHaveLength(2));
    const rows = within(android).getAllByTestId('app-version-row');
    expect(rows[0]?.textContent).toContain('1.4.0');
    expect(rows[0]?.textContent).toContain('Latest');
    expect(rows[0]?.textContent).toContain('New receipt layout');
    // 03:30 UTC is 12:30 in Tokyo.
    expect(rows[0]?.textContent).toContain('04/02/2024, 12:30');
    expect(rows[1]?.textContent).toContain('1.3.0');
    expect(rows[1]?.textContent).not.toContain('Latest');

    const link = within(android).getByRole('link', { name: 'Download version 1.4.0' });
    expect(link.getAttribute('href')).toBe('/files/noren_14_1.4.0.apk');
    expect(link.hasAttribute('download')).toBe(true);

    const printing = screen.getByTestId('app-versions-tablet');
    expect(within(printing).getByRole('heading', { name: 'Printing app' })).toBeTruthy();
    expect(await within(printing).findByText("There's no data to display")).toBeTruthy();
  });

  it('shows the dates in Japanese order in Japanese', async () => {
    mockApi({ ...meHandler(null), [appPath]: () => ok(appVersions), [tabletPath]: () => ok([]) });
    renderApp('/download-app');
    const android = await screen.findByTestId('app-versions-app');
    expect(await within(android).findByText('2024/04/02 12:30')).toBeTruthy();
    expect(within(screen.getByTestId('app-versions-tablet')).getByText('表示するデータがありません')).toBeTruthy();
  });

  it('shows a loading state while the list is on its way', async () => {
    mockApi({ ...meHandler(null), [appPath]: () => pending(), [tabletPath]: () => pending() });
    renderApp('/download-app');
    const android = await screen.findByTestId('app-versions-app');
    expect(within(android).getByRole('progressbar', { name: '読み込み中…' })).toBeTruthy();
    expect(within(android).queryByText('表示するデータがありません')).toBeNull();
  });

  it('shows the error and fetches again on retry', async () => {
    let failing = true;
    mockApi({
      ...meHandler(null),
      [appPath]: () => (failing ? fail(500, 'SOMETHING_WENT_WRONG') : ok(appVersions)),
      [tabletPath]: () => ok([]),
    });
    renderApp('/download-app');
    const android = await screen.findByTestId('app-versions-app');
    expect(await within(android).findByText('エラーが発生しました', {}, { timeout: 5000 })).toBeTruthy();

    failing = false;
    fireEvent.click(within(android).getByRole('button', { name: '再試行' }));
    await waitFor(() => expect(within(android).getAllByTestId('app-version-row')).toHaveLength(2));
  });
});
