import { AccountCode, type Agreement, type AgreementType, type Locale } from '@fanverse/contract';
import { AppError } from '../../errors/app-error';
import type { AgreementRevisionRow, AgreementsRepository } from './agreements.repository';

/** An agreement whose latest revision a user has not accepted yet (for a later prompt). */
export interface PendingAgreement {
  content_type: AgreementType;
  flavor: string | null;
  revision_id: number;
  date_revised: string;
}

/** The general agreement is asked for with no flavor; an empty flavor means the same. */
function flavorOf(flavor: string | undefined | null): string | null {
  const trimmed = flavor?.trim();
  return trimmed ? trimmed : null;
}

/** Acceptance dates are given as the UTC calendar day (YYYY-MM-DD), like the revision dates. */
function day(at: Date): string {
  return at.toISOString().slice(0, 10);
}

export class AgreementsService {
  constructor(private readonly repo: AgreementsRepository) {}

  /** The latest revision of an agreement in the caller's language, and whether they accepted it. */
  async get(
    type: AgreementType,
    flavor: string | undefined,
    lang: Locale,
    userId: string | null,
  ): Promise<Agreement> {
    const revision = await this.latest(type, flavorOf(flavor));
    const acceptedAt = userId ? await this.repo.acceptedAt(userId, revision.id) : undefined;
    return this.view(revision, lang, acceptedAt);
  }

  /**
   * Accepts the latest revision. A revision id that is not the latest of this type and flavor is
   * refused: an older one with REVISION_OUT_OF_DATE, anything else with INVALID_REVISION. Accepting
   * again changes nothing.
   */
  async accept(
    type: AgreementType,
    input: { revision_id: number; flavor?: string | undefined },
    lang: Locale,
    userId: string,
  ): Promise<Agreement> {
    const flavor = flavorOf(input.flavor);
    const revision = await this.latest(type, flavor);
    if (input.revision_id !== revision.id) {
      const named = await this.repo.findRevision(input.revision_id);
      if (named && named.content_type === type && flavorOf(named.flavor) === flavor) {
        throw AppError.badRequest(
          AccountCode.REVISION_OUT_OF_DATE,
          `Revision ${input.revision_id} is out of date: the latest revision is ${revision.id}`,
          'revision_id',
        );
      }
      throw AppError.badRequest(
        AccountCode.INVALID_REVISION,
        `Revision ${input.revision_id} is not a revision of this agreement`,
        'revision_id',
      );
    }
    const acceptedAt = await this.repo.accept(userId, revision.id);
    return this.view(revision, lang, acceptedAt);
  }

  /** Every agreement (type and flavor) whose latest revision the user has not accepted. */
  async pending(userId: string): Promise<PendingAgreement[]> {
    const rows = await this.repo.latestNotAcceptedBy(userId);
    return rows.map((r) => ({
      content_type: r.content_type,
      flavor: r.flavor,
      revision_id: r.id,
      date_revised: r.date_revised,
    }));
  }

  /**
   * Publishes a new revision of an agreement, dated today, with the latest text and a note of
   * the revision. Operators edit the text in the database; development uses this to rehearse
   * the acceptance prompt.
   */
  async revise(type: AgreementType, flavor: string | undefined, lang: Locale): Promise<Agreement> {
    const current = await this.latest(type, flavorOf(flavor));
    const today = day(new Date());
    await this.repo.addRevision({
      content_type: type,
      flavor: current.flavor,
      date_revised: today,
      text: `${current.text}\n\nRevised on ${today}.`,
      text_es: `${current.text_es ?? current.text}\n\nRevisado el ${today}.`,
    });
    return this.get(type, flavor, lang, null);
  }

  private async latest(type: AgreementType, flavor: string | null): Promise<AgreementRevisionRow> {
    const revision = await this.repo.latestRevision(type, flavor);
    if (!revision) {
      const what = flavor ? `${type} (${flavor})` : type;
      throw AppError.notFound(AccountCode.AGREEMENT_NOT_FOUND, `No ${what} agreement found`);
    }
    return revision;
  }

  private view(revision: AgreementRevisionRow, lang: Locale, acceptedAt: Date | undefined): Agreement {
    return {
      accepted: acceptedAt !== undefined,
      content_type: revision.content_type,
      date_accepted: acceptedAt ? day(acceptedAt) : null,
      date_revised: revision.date_revised,
      revision_id: revision.id,
      flavor: revision.flavor,
      text: (lang === 'es' && revision.text_es) || revision.text,
    };
  }
}
