import { microAppBase, microAppEntryUrl } from '@exchange/micro-app';

/** The chatroom micro-app's registered name and the version this host was written against (decision 1110). */
export const CHATROOM_MICRO_APP = 'chatroom';
export const CHATROOM_EXPECTED_VERSION = '1.0.0';

/** The entry on the static host: NEXT_PUBLIC_MICRO_APP_BASE (inlined at build), else the sandbox's path. */
export const chatroomEntryUrl = (): string => microAppEntryUrl(microAppBase(process.env['NEXT_PUBLIC_MICRO_APP_BASE']), CHATROOM_MICRO_APP);
