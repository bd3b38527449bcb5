/** The part of bpmn-moddle (a dependency of bpmn-engine, by bpmn.io) that reading a model uses. */
declare module 'bpmn-moddle' {
  export interface ModdleElement {
    $type: string;
    id?: string;
    name?: string;
    $attrs?: Record<string, string>;
    [key: string]: unknown;
  }
  export default class BpmnModdle {
    constructor(packages?: Record<string, unknown>);
    fromXML(xml: string): Promise<{ rootElement: ModdleElement; warnings: Array<{ message: string }> }>;
  }
}
