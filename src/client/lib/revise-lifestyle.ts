import { lifestyleDraftOf } from '@/domain/lifestyle/schemas';
import { writeStoredDraft } from '@/client/lib/draft-storage';
import { paths } from '@/domain/pages/paths';

/**
 * Opens a recommendation (a lifestyle cart line's or creation's details) in the questionnaire to be
 * revised: it becomes the current draft, at the result step (with the answers that made it, when
 * known), and the answer is where to go (`navigate(to)`). Undefined, and nothing written, when the
 * details are not a valid recommendation.
 */
export function writeLifestyleDraft(
  details: unknown,
  answers: unknown = {},
  now: Date = new Date(),
): string | undefined {
  const draft = lifestyleDraftOf(details, answers, now);
  if (!draft) return undefined;
  writeStoredDraft('lifestyle', draft);
  return paths.customPerfume({ step: 'result' });
}
