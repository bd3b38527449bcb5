/**
 * The BPMN diagram, drawn with bpmn-js (bpmn.io): the modeler where a model is drawn, the viewer
 * where an instance's history shows its done path and current task. bpmn-js and its styles load
 * only here, in a chunk of their own, the first time a diagram is shown.
 */
import { useEffect, useRef, useState } from 'react';
import { Text } from '@radix-ui/themes';

export interface CanvasHandle {
  saveXml: () => Promise<string>;
  /** the bpmn-js instance: its services (eventBus, modeling, moddle) by name */
  get: <T>(name: string) => T;
}

type Modeler = {
  importXML(xml: string): Promise<unknown>;
  saveXML(o: { format: boolean }): Promise<{ xml?: string }>;
  get<T>(name: string): T;
  destroy(): void;
};

async function loadBpmn(edit: boolean): Promise<new (o: { container: HTMLElement; keyboard?: { bindTo: unknown } }) => Modeler> {
  await Promise.all([import('bpmn-js/dist/assets/diagram-js.css'), import('bpmn-js/dist/assets/bpmn-js.css'), import('bpmn-js/dist/assets/bpmn-font/css/bpmn.css')]);
  const mod = edit ? await import('bpmn-js/lib/Modeler') : await import('bpmn-js/lib/NavigatedViewer');
  return mod.default;
}

export function BpmnCanvas(props: { xml: string; edit?: boolean; done?: string[]; current?: string[]; onReady?: (h: CanvasHandle) => void; label: string; height?: number }) {
  const box = useRef<HTMLDivElement>(null);
  const [error, setError] = useState<string | null>(null);
  const { xml, edit, done, current, onReady } = props;
  useEffect(() => {
    let alive = true;
    let instance: Modeler | null = null;
    void (async () => {
      try {
        const Ctor = await loadBpmn(!!edit);
        if (!alive || !box.current) return;
        instance = new Ctor({ container: box.current });
        await instance.importXML(xml);
        const canvas = instance.get<{ zoom(m: string): void; addMarker(id: string, c: string): void }>('canvas');
        canvas.zoom('fit-viewport');
        for (const id of done ?? []) canvas.addMarker(id, 'flow-done');
        for (const id of current ?? []) canvas.addMarker(id, 'flow-current');
        onReady?.({ saveXml: async () => (await instance!.saveXML({ format: true })).xml ?? '', get: (name) => instance!.get(name) });
      } catch (e) {
        if (alive) setError((e as Error).message);
      }
    })();
    return () => {
      alive = false;
      instance?.destroy();
    };
    // a new diagram only for a new XML
  }, [xml, edit]);
  return (
    <div>
      <div ref={box} className="flow-canvas" role="img" aria-label={props.label} style={{ height: props.height ?? 480 }} />
      {error && <Text color="red">{error}</Text>}
    </div>
  );
}
