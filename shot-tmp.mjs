import { chromium } from '@playwright/test';
const [,, url, out, width = '1440', extra = ''] = process.argv;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const mobile = Number(width) < 800;
const ctx = await browser.newContext({ viewport: { width: Number(width), height: mobile ? 844 : 900 }, hasTouch: mobile, isMobile: mobile, deviceScaleFactor: 1 });
await ctx.addCookies([{ name: 'exp_new_user_popup', value: '0', url }, { name: 'compliance_region_stay', value: 'main:main', url }]);
const page = await ctx.newPage();
await page.goto(url, { waitUntil: 'load' });
await page.waitForTimeout(6000);
if (extra) { await eval(extra); await page.waitForTimeout(1500); }
await page.screenshot({ path: out, fullPage: true });
console.log(await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]));
await browser.close();
