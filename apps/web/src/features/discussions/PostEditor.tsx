import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { Button, FormAlert, formStyles } from '../../components/ui/form';
import { checkBody, checkTitle, postFormErrors } from './post-errors';
import { PostBodyField } from './PostBodyField';
import { ThreadTitleField } from './ThreadTitleField';

export interface PostEdit {
  title?: string;
  body: string;
}

export interface PostEditorProps {
  /** The thread's title when the opening post is edited (the title is edited with it). */
  title?: string;
  body: string;
  onSave: (edit: PostEdit) => Promise<unknown>;
  onCancel: () => void;
}

/** A post's inline edit: its text (and the thread's title), checked, then saved or cancelled. */
export function PostEditor({ title: initialTitle, body: initialBody, onSave, onCancel }: PostEditorProps) {
  const { t } = useTranslation();
  const [title, setTitle] = useState(initialTitle ?? '');
  const [body, setBody] = useState(initialBody);
  const [checked, setChecked] = useState<{ title?: string; body?: string } | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const [saving, setSaving] = useState(false);
  const bodyRef = useRef<HTMLTextAreaElement>(null);
  const withTitle = initialTitle !== undefined;
  const server = postFormErrors(failure);

  useEffect(() => {
    bodyRef.current?.focus();
  }, []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const errors = { title: withTitle ? checkTitle(title) : undefined, body: checkBody(body) };
    setChecked(errors);
    setFailure(null);
    if (errors.title || errors.body) return;
    setSaving(true);
    try {
      await onSave(withTitle ? { title: title.trim(), body: body.trim() } : { body: body.trim() });
    } catch (error) {
      setFailure(error);
    } finally {
      setSaving(false);
    }
  };

  return (
    <form className={formStyles.form} noValidate onSubmit={(event) => void submit(event)}>
      <FormAlert errors={server.form} />
      {withTitle && (
        <ThreadTitleField value={title} error={checked?.title ?? server.title} onChange={setTitle} />
      )}
      <PostBodyField
        ref={bodyRef}
        label={t('discussions.post.editLabel')}
        value={body}
        error={checked?.body ?? server.body}
        onChange={setBody}
      />
      <div className={formStyles.actions}>
        <Button type="submit" busy={saving} busyLabel={t('discussions.post.saving')}>
          {t('discussions.post.save')}
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          {t('discussions.post.cancel')}
        </Button>
      </div>
    </form>
  );
}
