export { createRecordingMonitor } from './recording-monitor';
export type { RecordingMonitor } from './recording-monitor';
