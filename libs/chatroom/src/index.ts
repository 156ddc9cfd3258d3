export { ChatroomLayer } from './lib/layer/chatroom-layer-lazy';
export type { ChatroomLayerProps } from './lib/layer/chatroom-layer';
export { ChatroomPage, type ChatroomPageProps } from './lib/components/chatroom-page/chatroom-page';
export { chatroomPlacement } from './lib/rules/chatroom-placement';
export { chatroomAutoOpen } from './lib/rules/chatroom-auto-open';
export { messages as chatroomMessages } from './lib/messages';
