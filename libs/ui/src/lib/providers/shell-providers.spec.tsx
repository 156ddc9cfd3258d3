import { render, screen } from '@testing-library/react';
import { FormattedMessage, FormattedNumber } from 'react-intl';
import { ShellProviders, sharedIntl } from './shell-providers';

describe('ShellProviders (decision 1960)', () => {
  const catalog = Object.freeze({ 'ui.test.hello': 'Hello {name}' });

  it('shares one intl per catalog object and locale, so renders reuse its formatters', () => {
    const first = sharedIntl('en', catalog);
    expect(sharedIntl('en', catalog)).toBe(first);
    expect(sharedIntl('de', catalog)).not.toBe(first);
    expect(sharedIntl('en', { ...catalog })).not.toBe(first);
    expect(first.formatters.getNumberFormat('en', { minimumFractionDigits: 2 })).toBe(
      sharedIntl('en', catalog).formatters.getNumberFormat('en', { minimumFractionDigits: 2 }),
    );
  });

  it.each([
    ['en', 'Hello Ann', '1,234.5'],
    ['de', 'Hello Ann', '1.234,5'],
  ])('renders messages and numbers in %s', (locale, text, number) => {
    render(
      <ShellProviders locale={locale} messages={catalog}>
        <p>
          <FormattedMessage id="ui.test.hello" values={{ name: 'Ann' }} />
        </p>
        <span>
          <FormattedNumber value={1234.5} />
        </span>
      </ShellProviders>,
    );
    expect(screen.getByText(text)).toBeTruthy();
    expect(screen.getByText(number)).toBeTruthy();
  });
});
