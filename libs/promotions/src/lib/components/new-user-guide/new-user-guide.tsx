'use client';
import { Badge, Box, Button, Card, HStack, IconButton, Stack, Text } from '@chakra-ui/react';
import { useEndpoint, type NewbieGuideStepKey } from '@exchange/api';
import { localizePath } from '@exchange/i18n';
import { getSiteConfig, type SiteKey } from '@exchange/site-config';
import { TooltipModal, UiLinkBase } from '@exchange/ui';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { promotionsMessages as m } from '../../messages';
import { newUserGuideView, type NewUserGuideView } from '../../rules/new-user-guide';
import { formatReward } from '../format/format-reward';

const STEP_TITLES: Record<NewbieGuideStepKey, MessageDescriptor> = {
  signup: m.newUserGuideStepSignup,
  kyc: m.newUserGuideStepKyc,
  deposit: m.newUserGuideStepDeposit,
  trade: m.newUserGuideStepTrade,
};

/** An "i" in a circle (decorative: the button carries the name). */
const InfoIcon = () => (
  <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
    <circle cx="12" cy="12" r="9.5" fill="none" stroke="currentColor" strokeWidth="1.5" />
    <path d="M12 10.5v6" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
    <circle cx="12" cy="7.5" r="1.1" fill="currentColor" />
  </svg>
);

export interface NewUserGuideProps {
  guide: NewUserGuideView;
  /** A step's site path in the page's locale (default: as sent). */
  localize?: (path: string) => string;
}

/** The new-user reward's steps, each with its reward and a button to the step's page (decision 1320). */
export function NewUserGuide({ guide, localize = (path) => path }: NewUserGuideProps) {
  const intl = useIntl();
  const currency = guide.currency || undefined;
  const title = intl.formatMessage(m.newUserGuideTitle);
  const termsLabel = intl.formatMessage(m.newUserGuideTermsLabel);
  const total = formatReward(intl, guide.total, currency);
  return (
    <Card.Root as="section" aria-label={title} variant="outline" data-testid="new-user-guide">
      <Card.Header gap="1">
        <HStack gap="1">
          <Card.Title as="h2">{title}</Card.Title>
          {/* Spec 03 §8's tooltip-modal: the terms on hover or focus, in a dialog on a tap (phones have no hover). */}
          <TooltipModal
            title={termsLabel}
            closeLabel={intl.formatMessage(m.newUserGuideTermsClose)}
            content={intl.formatMessage(m.newUserGuideTerms, { amount: total })}
          >
            <IconButton aria-label={termsLabel} size="xs" variant="ghost" rounded="full" data-testid="new-user-guide-terms">
              <InfoIcon />
            </IconButton>
          </TooltipModal>
        </HStack>
        <Card.Description>{intl.formatMessage(m.newUserGuideLead, { amount: total })}</Card.Description>
      </Card.Header>
      <Card.Body>
        <Stack as="ol" gap="3" listStyleType="none" m="0" p="0">
          {guide.steps.map((step, index) => {
            const stepTitle = step.known ? intl.formatMessage(STEP_TITLES[step.known]) : step.title;
            return (
              <HStack as="li" key={step.key} gap="3" data-step={step.key} borderWidth="1px" borderColor="border" rounded="md" p="3">
                <Box
                  as="span"
                  aria-hidden="true"
                  display="inline-flex"
                  alignItems="center"
                  justifyContent="center"
                  boxSize="7"
                  flexShrink={0}
                  rounded="full"
                  bg="bg.muted"
                  fontWeight="semibold"
                >
                  {intl.formatNumber(index + 1)}
                </Box>
                <Text flex="1" fontWeight="medium">
                  {stepTitle}
                </Text>
                {step.reward !== '0' ? (
                  <Badge colorPalette="brand" variant="subtle">
                    {intl.formatMessage(m.newUserGuideStepReward, { amount: formatReward(intl, step.reward, currency) })}
                  </Badge>
                ) : null}
                {step.url ? (
                  <Button asChild size="xs" variant="outline">
                    <UiLinkBase
                      href={step.url.startsWith('/') ? localize(step.url) : step.url}
                      aria-label={`${intl.formatMessage(m.newUserGuideStepAction)}: ${stepTitle}`}
                    >
                      {intl.formatMessage(m.newUserGuideStepAction)}
                    </UiLinkBase>
                  </Button>
                ) : null}
              </HStack>
            );
          })}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

export interface NewUserGuideSectionProps {
  site: SiteKey;
  locale: string;
}

/**
 * The guide from the newbiePrizeGuide call (spec 03 §7), in the page's locale; nothing while it loads, when it
 * fails or when the server has no guide for this user (spec 03 §8).
 */
export function NewUserGuideSection({ site, locale }: NewUserGuideSectionProps) {
  const { data } = useEndpoint('newbiePrizeGuide', undefined);
  const guide = newUserGuideView(data, getSiteConfig(site).anti);
  if (!guide) return null;
  return (
    // The growth pages' body width and padding (it follows the growth section on /rewards_hub).
    <Box px={{ base: '4', md: '8' }} pb="8" maxW="5xl">
      <NewUserGuide guide={guide} localize={(path) => localizePath(site, locale, path)} />
    </Box>
  );
}
