import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { Tabs, TabsContent } from '@/client/components/ui/tabs';
import { renderPage } from '#tests/component/render';
import { adminArea } from './shared/area';
import { SectionTabs } from './section-tabs';

const names = ['Orders Management', 'Returns', 'Refills', 'Atelier', 'Catalogue', 'Customers', 'Reviews', 'Discounts'];
const areas = [...names, 'Analytics', 'Mail', 'Activity', 'Settings', 'Markets', 'Staff', 'Integrations'].map((label) =>
  adminArea({ value: label.toLowerCase().replace(' ', '-'), label, permission: 'orders' }, () =>
    Promise.resolve(() => <p>{label}’s panel</p>),
  ),
);

/** The back office's tabs as the dashboard holds them: the open one in state, a panel each. */
function Sections({ shown = areas }: { shown?: typeof areas }) {
  const [tab, setTab] = useState(shown[0]!.value);
  return (
    <Tabs value={tab} onValueChange={setTab}>
      <SectionTabs areas={shown} value={tab} />
      {shown.map((area) => (
        <TabsContent key={area.value} value={area.value}>
          {area.label}
        </TabsContent>
      ))}
    </Tabs>
  );
}

const menuButton = () => screen.getByRole('button', { name: /^Section/ });
const list = () => screen.getByRole('tablist', { name: 'Admin sections', hidden: true });

describe('the back office’s sections on a phone: a menu', () => {
  it('names the open tab on its button; a tap opens the tabs, choosing one closes them and comes back to the button', async () => {
    const { user } = renderPage(<Sections />);
    expect(menuButton().textContent).toBe('SectionOrders Management');
    expect(menuButton().getAttribute('aria-expanded')).toBe('false');
    expect(menuButton().getAttribute('aria-controls')).toBe(list().id);
    // Closed, the list is hidden below a tablet's width (the class) and shown from md up.
    expect(list().dataset.open).toBe('false');
    expect(list().className).toContain('data-[open=false]:max-md:hidden');

    await user.click(menuButton());
    expect(menuButton().getAttribute('aria-expanded')).toBe('true');
    expect(list().dataset.open).toBe('true');
    expect(
      within(list())
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toHaveLength(15);

    await user.click(within(list()).getByRole('tab', { name: 'Returns' }));
    expect(within(list()).getByRole('tab', { name: 'Returns' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel').textContent).toBe('Returns');
    expect(menuButton().getAttribute('aria-expanded')).toBe('false');
    expect(menuButton().textContent).toBe('SectionReturns');
    expect(document.activeElement).toBe(menuButton());
  });

  it('works by keyboard: Enter opens, the arrows move between tabs, Enter chooses; Escape closes as it was', async () => {
    const { user } = renderPage(<Sections />);
    menuButton().focus();
    await user.keyboard('{Enter}');
    expect(menuButton().getAttribute('aria-expanded')).toBe('true');

    await user.tab();
    expect(document.activeElement?.textContent).toBe('Orders Management');
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement?.textContent).toBe('Returns');
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement?.textContent).toBe('Refills');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(document.activeElement).toBe(menuButton()));
    expect(menuButton().getAttribute('aria-expanded')).toBe('false');
    expect(menuButton().textContent).toBe('SectionRefills');

    await user.keyboard('{Enter}');
    await user.tab();
    expect(document.activeElement?.textContent).toBe('Refills');
    await user.keyboard('{Escape}');
    expect(menuButton().getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(menuButton());
    expect(menuButton().textContent).toBe('SectionRefills');
  });
});

describe('the back office’s sections from a tablet up: even rows', () => {
  it('lays the owner’s fifteen tabs in rows of five, then of eight and seven; a role with few tabs keeps them on one row', () => {
    const { unmount } = renderPage(<Sections />);
    expect(list().style.getPropertyValue('--tab-cols-md')).toBe('5');
    expect(list().style.getPropertyValue('--tab-cols-xl')).toBe('8');
    unmount();

    renderPage(<Sections shown={areas.slice(0, 4)} />);
    expect(list().style.getPropertyValue('--tab-cols-md')).toBe('4');
    expect(list().style.getPropertyValue('--tab-cols-xl')).toBe('4');
  });
});
