/** The bench baseline's Next.js config: defaults, as `create-next-app` leaves them. */
export default {};
