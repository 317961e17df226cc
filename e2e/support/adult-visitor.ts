/**
 * The local storage of a visitor who has answered the age gate as an adult (apps/web/src/lib/
 * age-gate: the `ageGate` slice of `vuex`): every journey starts as one (playwright.config.ts),
 * as the US asks before registration and before mature titles.
 */
export function adultVisitorOrigins(baseUrl: string) {
  return [
    {
      origin: baseUrl,
      localStorage: [
        {
          name: 'vuex',
          value: JSON.stringify({
            ageGate: {
              isAgeGateCompleted: true,
              isAdult: true,
              atLeastAge: 18,
              blockedUntil: null,
              registrationBlockedUntil: null,
            },
          }),
        },
      ],
    },
  ];
}
