'use client';
import { Box, Button, Card, Flex, List, Stack, Text } from '@chakra-ui/react';
import { localizeHref } from '@exchange/i18n';
import type { SiteKey } from '@exchange/site-config';
import { PageShell, UiLinkBase } from '@exchange/ui';
import { useIntl } from 'react-intl';
import { contentPageMessages, m } from '../../messages';
import { DISCOVER_PATHS, GUIDE_COINS, type GuideCoin } from '../../rules/content-paths';

export interface HowToBuyViewProps {
  site: SiteKey;
  locale: string;
  /** One coin's guide, or null for the index of guides. */
  coin: GuideCoin | null;
}

/** How to buy (issue 25 item 5): the guides per coin, and one coin's four steps, each with its page's link. */
export function HowToBuyView({ site, locale, coin }: HowToBuyViewProps) {
  const intl = useIntl();
  const href = (path: string) => localizeHref({ site, locale, path });
  const page = contentPageMessages.howToBuy;
  if (coin === null) {
    return (
      <PageShell title={intl.formatMessage(page.title)} description={intl.formatMessage(page.lead)}>
        <Flex as="ul" listStyleType="none" gap="4" wrap="wrap">
          {GUIDE_COINS.map((c) => (
            <Box as="li" key={c} flex="1 1 14rem">
              <Card.Root variant="outline" h="full">
                <Card.Body gap="2">
                  <Card.Title as="h2">
                    <UiLinkBase href={href(`${DISCOVER_PATHS.howToBuy}/${c.toLowerCase()}`)}>
                      {intl.formatMessage(m.howToBuyOf, { coin: c })}
                    </UiLinkBase>
                  </Card.Title>
                  <Card.Description>{intl.formatMessage(m.step3Body, { coin: c })}</Card.Description>
                </Card.Body>
              </Card.Root>
            </Box>
          ))}
        </Flex>
      </PageShell>
    );
  }
  const steps = [
    { title: m.step1, body: m.step1Body, cta: m.signUp, path: '/signup' },
    { title: m.step2, body: m.step2Body, cta: m.verify, path: '/myaccount/kyc_home' },
    { title: m.step3, body: m.step3Body, cta: m.buyWithCard, path: '/crypto/buy/with-credit-card' },
    { title: m.step4, body: m.step4Body, cta: m.tradePair, path: `/trade/${coin}_USDT` },
  ];
  return (
    <PageShell title={intl.formatMessage(m.howToBuyOf, { coin })} description={intl.formatMessage(page.lead)}>
      <List.Root as="ol" gap="4" listStyleType="none" data-testid="how-to-buy-steps">
        {steps.map((step, i) => (
          <List.Item key={i}>
            <Card.Root variant="outline">
              <Card.Body>
                <Flex gap="4" align={{ base: 'start', md: 'center' }} direction={{ base: 'column', md: 'row' }}>
                  <Box
                    flexShrink={0}
                    w="10"
                    h="10"
                    borderRadius="full"
                    bg="yellow.solid"
                    color="yellow.contrast"
                    display="grid"
                    placeItems="center"
                    fontWeight="bold"
                    aria-hidden
                  >
                    {i + 1}
                  </Box>
                  <Stack gap="1" flex="1">
                    <Text as="h2" fontWeight="semibold">
                      {intl.formatMessage(step.title, { coin })}
                    </Text>
                    <Text color="fg.muted">{intl.formatMessage(step.body, { coin })}</Text>
                  </Stack>
                  <Button asChild size="sm" variant={i === 2 ? 'solid' : 'outline'}>
                    <UiLinkBase href={href(step.path)}>{intl.formatMessage(step.cta, { pair: `${coin}/USDT` })}</UiLinkBase>
                  </Button>
                </Flex>
              </Card.Body>
            </Card.Root>
          </List.Item>
        ))}
      </List.Root>
      <UiLinkBase href={href(`${DISCOVER_PATHS.pricePrediction}/${coin.toLowerCase()}`)}>
        {intl.formatMessage(m.predictionOf, { coin })}
      </UiLinkBase>
    </PageShell>
  );
}
