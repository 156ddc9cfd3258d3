// The bundle's entry (tools/scripts/build-micro-app.mjs): registers the chatroom for the host's loader.
import { createChatroomApp } from './lib/chatroom-app';
import { register } from './lib/contract';

declare const MICRO_APP_VERSION: string;

register(window, createChatroomApp(MICRO_APP_VERSION));
