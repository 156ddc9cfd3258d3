// The bundle's entry (tools/scripts/build-micro-app.mjs): registers the login/registration micro-app for the host's loader.
import { register } from './lib/contract';
import { createLoginApp } from './lib/login-app';

declare const MICRO_APP_VERSION: string;

register(window, createLoginApp(MICRO_APP_VERSION));
