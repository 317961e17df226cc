import { Fragment } from 'react';
import { splitPostText } from './post-links';
import styles from './discussions.module.css';

/**
 * A post's text as members wrote it: plain text, line breaks kept, and http(s) addresses made
 * links that open in a new tab without passing on the page or vouching for the target. Strings
 * only ever become React text nodes (escaped), never markup: no dangerouslySetInnerHTML.
 */
export function PostText({ text }: { text: string }) {
  const lines = splitPostText(text);
  return (
    <div className={styles.postText}>
      {lines.map((parts, index) => (
        <Fragment key={index}>
          {index > 0 && <br />}
          {parts.map((part, partIndex) =>
            part.kind === 'link' ? (
              <a key={partIndex} href={part.href} rel="nofollow ugc noopener noreferrer" target="_blank">
                {part.text}
              </a>
            ) : (
              <Fragment key={partIndex}>{part.text}</Fragment>
            ),
          )}
        </Fragment>
      ))}
    </div>
  );
}
