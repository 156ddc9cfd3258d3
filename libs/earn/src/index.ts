export { ConvertView } from './lib/components/convert-view/convert-view';
export type { ConvertViewProps } from './lib/components/convert-view/convert-view';
export { ConverterView } from './lib/components/converter-view/converter-view';
export type { ConverterViewProps } from './lib/components/converter-view/converter-view';
export { EarnView } from './lib/components/earn-view/earn-view';
export type { EarnViewProps } from './lib/components/earn-view/earn-view';
export type { EarnLinks } from './lib/components/sign-in-prompt/sign-in-prompt';
