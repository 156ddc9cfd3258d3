'use client';
import dynamic from 'next/dynamic';
import type { ChatroomLayerProps } from './chatroom-layer';

/** The overlay layer, loaded after hydration in its own chunk: nothing of it renders on the server (issue 9, decision 0800). */
export const ChatroomLayer = dynamic<ChatroomLayerProps>(() => import('./chatroom-layer').then((m) => m.ChatroomLayer), { ssr: false });
