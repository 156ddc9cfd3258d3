// The baseline of `npm run bench` (issue 26 item 8): the smallest dynamic page of the same Next.js version, served by
// the same server (tools/scripts/serve.mjs) with the same worker count, so the ratio, not the machine, is compared.
export default function RootLayout({ children }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
