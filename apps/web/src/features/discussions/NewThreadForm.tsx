import type { DiscussionThread } from '@fanverse/contract';
import { useState, type FormEvent, type Ref } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { Button, FormAlert, formStyles } from '../../components/ui/form';
import { useCreateThread } from './api/create-thread';
import { checkBody, checkTitle, postFormErrors } from './post-errors';
import { PostBodyField } from './PostBodyField';
import { ThreadTitleField } from './ThreadTitleField';

export interface NewThreadFormProps {
  slug: string;
  onCreated: (thread: DiscussionThread) => void;
  titleRef?: Ref<HTMLInputElement>;
}

/**
 * "New thread": a title and the opening post, with their limits counted as the member types. The
 * rules are checked before sending; the server's codes (2305 posting too fast, 2306, 2307) are
 * shown at their field or above the form.
 */
export function NewThreadForm({ slug, onCreated, titleRef }: NewThreadFormProps) {
  const { t } = useTranslation();
  const create = useCreateThread(slug);
  const [title, setTitle] = useState('');
  const [body, setBody] = useState('');
  const [checked, setChecked] = useState<{ title?: string; body?: string } | null>(null);
  const server = postFormErrors(create.error);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const errors = { title: checkTitle(title), body: checkBody(body) };
    setChecked(errors);
    create.reset();
    if (errors.title || errors.body) return;
    create.mutate(
      { title: title.trim(), body: body.trim() },
      {
        onSuccess: (thread) => {
          setTitle('');
          setBody('');
          setChecked(null);
          onCreated(thread);
        },
      },
    );
  };

  return (
    <form className={formStyles.form} noValidate onSubmit={submit}>
      <FormAlert errors={server.form} />
      <ThreadTitleField
        ref={titleRef}
        value={title}
        error={checked?.title ?? server.title}
        onChange={setTitle}
      />
      <PostBodyField
        label={t('discussions.form.body')}
        value={body}
        error={checked?.body ?? server.body}
        onChange={setBody}
        rows={6}
      />
      <div className={formStyles.actions}>
        <Button type="submit" busy={create.isPending} busyLabel={t('discussions.form.posting')}>
          {t('discussions.form.submit')}
        </Button>
      </div>
    </form>
  );
}
