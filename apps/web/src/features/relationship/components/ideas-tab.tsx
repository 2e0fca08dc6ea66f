import { Lightbulb, Plus } from 'lucide-react';
import { useState } from 'react';
import { TabEmpty, TabLoadError, TabSkeleton } from '../../../components/tab-states';
import { Button } from '../../../components/ui/button';
import { useIdeas } from '../api/get-space-rows';
import { IdeaCard } from './idea-card';
import { IdeaFormDialog } from './idea-form-dialog';

/** Ideas: dates, gifts and gestures the two keep, each with the concierge one click away. */
export function IdeasTab({ spaceId }: { spaceId: string }) {
  const ideas = useIdeas(spaceId);
  const [adding, setAdding] = useState(false);
  const add = () => setAdding(true);

  let body;
  if (ideas.isError) {
    body = (
      <TabLoadError
        message="Your ideas could not be loaded. Check your connection."
        onRetry={() => void ideas.refetch()}
      />
    );
  } else if (!ideas.data) {
    body = <TabSkeleton />;
  } else if (ideas.data.length === 0) {
    body = (
      <TabEmpty
        icon={<Lightbulb aria-hidden="true" />}
        title="No ideas yet"
        action={<Button onClick={add}>Add your first idea</Button>}
      >
        A date to try, a gift to remember, a small gesture: keep them here, and the concierge can
        make them happen.
      </TabEmpty>
    );
  } else {
    body = (
      <ul className="grid gap-4 md:grid-cols-2">
        {ideas.data.map((idea) => (
          <li key={idea.id} className="flex">
            <IdeaCard spaceId={spaceId} idea={idea} />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <div className="space-y-4">
      {Boolean(ideas.data?.length) && (
        <div className="flex justify-end">
          <Button onClick={add}>
            <Plus aria-hidden="true" className="size-4" />
            Add Idea
          </Button>
        </div>
      )}
      {body}
      <IdeaFormDialog spaceId={spaceId} open={adding} onOpenChange={setAdding} />
    </div>
  );
}
