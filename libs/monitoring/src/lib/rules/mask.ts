export const maskMiddle = (value: string, keepStart: number, keepEnd: number): string =>
  value.length <= keepStart + keepEnd ? value : `${value.slice(0, keepStart)}****${value.slice(-keepEnd)}`;
