'use client';
import { Box, Button, Card, Flex, Heading, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { UiLinkBase } from '@exchange/ui';
import { QRCodeSVG } from 'qrcode.react';
import { useIntl } from 'react-intl';
import { promotionsMessages as m } from '../../messages';
import { APP_DOWNLOAD_BONUS_USD, type DownloadTask } from '../../rules/task-info';
import { formatReward } from '../format/format-reward';

export interface AppDownloadCampaignProps {
  /** The download task (normaliseDownloadTask); undefined while it loads. */
  task: DownloadTask | undefined;
  isLoggedIn: boolean;
  /** Localized hrefs: the app-download page and the log-in page (with its return path). */
  downloadHref: string;
  loginHref: string;
  /** What the QR code opens on a phone: the app-download page's absolute URL. */
  qrValue: string;
  /** The bonus pool in USD (spec 01 §9: $40,000). */
  bonusUsd?: number;
}

/**
 * The campaigns page for app-download rewards (spec 01 §2 "A campaigns page for app-download rewards. Its path is not
 * shown"; decision 1863): the $40,000 bonus pool, the download and a QR code to scan, the account's own download-task
 * reward (or a log-in prompt), and how to take part.
 */
export function AppDownloadCampaign({
  task,
  isLoggedIn,
  downloadHref,
  loginHref,
  qrValue,
  bonusUsd = APP_DOWNLOAD_BONUS_USD,
}: AppDownloadCampaignProps) {
  const intl = useIntl();
  const bonus = formatReward(intl, String(bonusUsd));
  const steps = [
    intl.formatMessage(m.campaignStepDownload),
    intl.formatMessage(m.campaignStepLogIn),
    intl.formatMessage(m.campaignStepTasks),
    intl.formatMessage(m.campaignStepShare, { amount: bonus }),
  ];
  return (
    <Stack gap="6" px={{ base: '4', md: '8' }} py="8" maxW="5xl" mx="auto" w="full" data-testid="app-download-campaign">
      <Card.Root variant="elevated" overflow="hidden" bgGradient="to-br" gradientFrom="brand.subtle" gradientTo="bg.panel">
        <Card.Body>
          <Flex gap="6" direction={{ base: 'column', md: 'row' }} align={{ base: 'stretch', md: 'center' }} justify="space-between">
            <Stack gap="3" flex="1" minW="0">
              <Text fontSize="sm" fontWeight="semibold" color="fg.muted">
                {intl.formatMessage(m.campaignTitle)}
              </Text>
              <Heading as="h1" size={{ base: '2xl', md: '4xl' }} lineHeight="short">
                {intl.formatMessage(m.rewardModalTitle, { amount: bonus })}
              </Heading>
              <Text color="fg.muted">{intl.formatMessage(m.rewardModalBody, { amount: bonus })}</Text>
              <HStack>
                <Button asChild colorPalette="brand" size="lg">
                  <UiLinkBase href={downloadHref}>{intl.formatMessage(m.rewardModalAction)}</UiLinkBase>
                </Button>
              </HStack>
            </Stack>
            <Stack align="center" gap="2" display={{ base: 'none', md: 'flex' }} flexShrink={0}>
              <Box bg="white" p="3" rounded="md" borderWidth="1px">
                <QRCodeSVG value={qrValue} size={136} aria-hidden="true" />
              </Box>
              <Text fontSize="xs" color="fg.muted" maxW="40" textAlign="center">
                {intl.formatMessage(m.campaignScan)}
              </Text>
            </Stack>
          </Flex>
        </Card.Body>
      </Card.Root>

      <Card.Root as="section" variant="outline" aria-labelledby="campaign-reward">
        <Card.Body gap="3">
          <Heading as="h2" size="md" id="campaign-reward">
            {intl.formatMessage(m.campaignYourReward)}
          </Heading>
          {task === undefined ? (
            <Skeleton h="6" w="60%" data-testid="campaign-reward-loading" />
          ) : task.hasReward ? (
            <Text fontSize="xl" fontWeight="semibold" data-testid="campaign-reward">
              {intl.formatMessage(m.rewardModalTask, { amount: formatReward(intl, task.rewardNum, task.rewardCurrency || undefined) })}
            </Text>
          ) : isLoggedIn ? (
            <Text color="fg.muted">{intl.formatMessage(m.campaignNoReward)}</Text>
          ) : (
            <Flex gap="3" align="center" wrap="wrap">
              <Text color="fg.muted" flex="1" minW="48">
                {intl.formatMessage(m.campaignLogInLead)}
              </Text>
              <Button asChild variant="outline" size="sm">
                <UiLinkBase href={loginHref}>{intl.formatMessage(m.campaignLogIn)}</UiLinkBase>
              </Button>
            </Flex>
          )}
        </Card.Body>
      </Card.Root>

      <Card.Root as="section" variant="outline" aria-labelledby="campaign-steps">
        <Card.Body gap="4">
          <Heading as="h2" size="md" id="campaign-steps">
            {intl.formatMessage(m.campaignStepsTitle)}
          </Heading>
          <Stack as="ol" gap="3" listStyleType="none" m="0" p="0">
            {steps.map((step, index) => (
              <HStack as="li" key={index} gap="3" align="center">
                <Box
                  as="span"
                  aria-hidden="true"
                  display="inline-flex"
                  alignItems="center"
                  justifyContent="center"
                  boxSize="8"
                  flexShrink={0}
                  rounded="full"
                  bg="brand.subtle"
                  color="brand.fg"
                  fontWeight="semibold"
                >
                  {intl.formatNumber(index + 1)}
                </Box>
                <Text>{step}</Text>
              </HStack>
            ))}
          </Stack>
        </Card.Body>
      </Card.Root>
    </Stack>
  );
}
