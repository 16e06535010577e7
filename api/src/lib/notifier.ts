/**
 * Wakes the notification delivery job for members who were just told about
 * something (their notifications are already committed). Like the mailer's
 * queue, it is set once the job runner starts; before that (scripts, tests
 * that run delivery themselves) waking does nothing, and the sweep job
 * delivers whatever is waiting.
 */
export type Notifier = {
  wake(userIds: readonly string[]): Promise<void>;
  useQueue(enqueue: (userId: string) => Promise<void>): void;
};

export function createNotifier(): Notifier {
  let enqueue: ((userId: string) => Promise<void>) | null = null;
  return {
    async wake(userIds) {
      if (!enqueue) return;
      for (const userId of new Set(userIds)) await enqueue(userId);
    },
    useQueue(queue) {
      enqueue = queue;
    },
  };
}
