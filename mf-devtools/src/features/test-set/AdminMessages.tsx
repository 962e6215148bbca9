// Staff-side messages: a push from admin (a notification, live in the top bar's count) and chats
// from admin (pick a chat, send a staff message into it or delete it).
import { useState, type FormEvent } from 'react';
import { Button } from '@club/shared';
import { Select, TextArea } from '@club/shared/kit';
import { deleteChat } from '../../api/deleteChat';
import { sendAdminMessage } from '../../api/sendAdminMessage';
import { sendPush } from '../../api/sendPush';
import styles from './TestSet.module.css';
import type { Run } from './useAction';

interface Props {
  busy: string | null;
  run: Run;
}

export function PushForm({ busy, run }: Props) {
  const [message, setMessage] = useState('');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void run(
      'push',
      () => sendPush(message),
      () => setMessage(''),
    );
  };
  return (
    <form className={styles.form} onSubmit={submit}>
      <TextArea
        name="push-message"
        label="Push message"
        rows={3}
        value={message}
        onChange={(e) => setMessage(e.target.value)}
      />
      <Button type="submit" loading={busy === 'push'} disabled={busy !== null}>
        Send Push
      </Button>
    </form>
  );
}

export function AdminChats({
  busy,
  run,
  chats,
}: Props & { chats: { id: string; name: string }[] }) {
  const [channel, setChannel] = useState('');
  const [message, setMessage] = useState('');
  const picked = channel || chats[0]?.id || '';
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void run(
      'chat-send',
      () => sendAdminMessage(picked, message),
      () => setMessage(''),
    );
  };
  return (
    <form className={styles.form} onSubmit={submit}>
      <Select
        name="chat"
        label="Chat"
        value={picked}
        options={chats.map((c) => ({ value: c.id, label: c.name }))}
        onChange={(e) => setChannel(e.target.value)}
      />
      <TextArea
        name="chat-message"
        label="Chat message"
        rows={3}
        value={message}
        onChange={(e) => setMessage(e.target.value)}
      />
      <div className={styles.buttons}>
        <Button type="submit" loading={busy === 'chat-send'} disabled={busy !== null || !picked}>
          Send Message
        </Button>
        <Button
          variant="danger"
          loading={busy === 'chat-delete'}
          disabled={busy !== null || !picked}
          onClick={() => void run('chat-delete', () => deleteChat(picked))}
        >
          Delete Chat
        </Button>
      </div>
    </form>
  );
}
