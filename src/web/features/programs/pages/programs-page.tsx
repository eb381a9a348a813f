// /coach/programs (docs/product.md §2 "Programs page"): Saved Programs (sortable cards, details view) and
// Create New (the schedule editor; Modify loads a saved program into it).
import { Stack, Tabs } from '@chakra-ui/react';
import { PageHeader } from '#web/components/page-header.tsx';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { toast } from '#web/components/toaster.tsx';
import { ProgramDetails } from '../components/program-details.tsx';
import { ProgramEditor, emptyDraft, type ProgramDraft } from '../components/program-editor.tsx';
import { SavedPrograms } from '../components/saved-programs.tsx';
import { useProgramsCache } from '../hooks/use-programs.ts';
import { fromProgramPlans } from '../lib/schedule.ts';
import { useProgramsTexts } from '../texts.ts';

type Tab = 'saved' | 'create';

export default function ProgramsPage() {
  const T = useProgramsTexts();
  // ?tab=create (the assignment wizard's "Create Program") opens the editor directly.
  const [params] = useSearchParams();
  const [tab, setTab] = useState<Tab>(() => (params.get('tab') === 'create' ? 'create' : 'saved'));
  const [viewing, setViewing] = useState<string | null>(null);
  const [draft, setDraft] = useState<ProgramDraft>(emptyDraft);
  // Bumped to remount the editor with a fresh draft (after Modify, save or cancel).
  const [editorKey, setEditorKey] = useState(0);
  const cache = useProgramsCache();
  // Keyboard users keep their place when the view switches: Create/Modify put focus in the
  // program name, and save or cancel put it on the Saved Programs tab (the button they pressed
  // is gone with the editor).
  const [focusNext, setFocusNext] = useState<{ target: 'name' | 'saved' } | null>(null);
  const savedTabRef = useRef<HTMLButtonElement>(null);
  const createPanelRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!focusNext) return;
    // The tab panel shows (and lazily mounts) a frame or two after the switch: retry briefly.
    let frame = 0;
    let tries = 0;
    const attempt = () => {
      const el = focusNext.target === 'saved' ? savedTabRef.current : createPanelRef.current?.querySelector<HTMLInputElement>('[data-program-name]');
      el?.focus();
      if (document.activeElement !== el && ++tries < 20) frame = requestAnimationFrame(attempt);
    };
    attempt();
    return () => cancelAnimationFrame(frame);
  }, [focusNext]);
  const openEditor = () => {
    setFocusNext({ target: 'name' });
    setTab('create');
  };

  const startEditor = (next: ProgramDraft) => {
    setDraft(next);
    setEditorKey((k) => k + 1);
  };

  const modify = async (id: string) => {
    try {
      const p = await cache.fetchProgram(id);
      startEditor({ id: p.id, name: p.name, description: p.description ?? '', mealsPerDay: p.mealsPerDay, entries: fromProgramPlans(p.plans) });
      openEditor();
      toast.success(T.programLoaded);
    } catch {
      toast.error(T.loadForEditFailed);
    }
  };

  const backToSaved = () => {
    setFocusNext({ target: 'saved' });
    startEditor(emptyDraft());
    setTab('saved');
  };

  return (
    <Stack gap="0">
      <PageHeader title={T.title} description={T.subtitle} />
      <Tabs.Root value={tab} onValueChange={(e) => setTab(e.value as Tab)} variant="line" lazyMount>
        <Tabs.List>
          <Tabs.Trigger ref={savedTabRef} value="saved" onClick={() => setViewing(null)}>
            {T.tabSaved}
          </Tabs.Trigger>
          <Tabs.Trigger value="create">{draft.id ? T.editTitle : T.tabCreate}</Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="saved">
          {viewing ? <ProgramDetails id={viewing} onBack={() => setViewing(null)} /> : <SavedPrograms onView={setViewing} onModify={(id) => void modify(id)} onCreate={openEditor} />}
        </Tabs.Content>
        <Tabs.Content value="create" ref={createPanelRef}>
          <ProgramEditor key={editorKey} initial={draft} onSaved={backToSaved} onCancel={backToSaved} />
        </Tabs.Content>
      </Tabs.Root>
    </Stack>
  );
}
