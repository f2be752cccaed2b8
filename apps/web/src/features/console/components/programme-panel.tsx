// The programme of the chosen game, loaded before its form so the form starts with the rota.
import { useProgramme, useSetProgramme } from '../api/programme';
import { programmeValues, toSetProgramme } from '../lib/programme-form';
import { Failed, Loading } from './console-states';
import { ProgrammeForm } from './programme-form';

export function ProgrammePanel({ eventId }: { eventId: string }) {
  const programme = useProgramme(eventId);
  const save = useSetProgramme(eventId);
  if (programme.isPending) return <Loading testId="programme-loading" />;
  if (programme.isError)
    return (
      <Failed
        error={programme.error}
        retry={() => void programme.refetch()}
        testId="programme-failed"
      />
    );
  return (
    <ProgrammeForm
      initial={programmeValues(programme.data.entries)}
      error={save.error}
      onSubmit={(values) => save.mutateAsync(toSetProgramme(values))}
    />
  );
}
