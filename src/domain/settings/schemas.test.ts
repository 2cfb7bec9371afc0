import { describe, expect, it } from 'vitest';
import { MAX_OPENING_HOURS, SOCIAL_NETWORKS, socialNetworkHosts, socialNetworkNames } from './house';
import { houseContactInputSchema } from './schemas';

/** The messages a contact form is refused with, as one field's first. */
function refusal(input: unknown): string | undefined {
  const parsed = houseContactInputSchema.safeParse({ email: 'house@example.com', ...(input as object) });
  return parsed.success ? undefined : parsed.error.issues[0]?.message;
}

describe("the house's contact details: whole messages, each naming its network and limit", () => {
  it("names the social link's network and site, one whole message per network", () => {
    for (const network of SOCIAL_NETWORKS) {
      const name = socialNetworkNames[network];
      expect(refusal({ social: { [network]: `https://${'a'.repeat(300)}` } })).toBe(`The ${name} link is too long`);
      expect(refusal({ social: { [network]: `http://${socialNetworkHosts[network][0]}/maison` } })).toBe(
        `Please enter the ${name} page's whole address, starting with https://`,
      );
      expect(refusal({ social: { [network]: 'https://example.com/maison' } })).toBe(
        `This is not a ${name} address (${socialNetworkHosts[network][0]})`,
      );
    }
  });

  it('says how many lines of opening hours it keeps', () => {
    const hours = Array.from({ length: MAX_OPENING_HOURS + 1 }, () => ({ days: 'Monday', time: 'Closed' }));
    expect(refusal({ hours })).toBe(`At most ${MAX_OPENING_HOURS} lines of opening hours`);
  });
});
