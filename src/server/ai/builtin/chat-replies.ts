import type { ChatTurn } from '../../../contracts/ai.contract';

/**
 * The offline assistant: recognises the common teaching requests and answers with practical
 * guidance; anything else gets an honest note that a language model is not connected.
 */
const INTENTS: { match: RegExp; reply: string }[] = [
  {
    match: /lesson plan|plan a lesson|lesson on/i,
    reply: `Here is a reliable structure for a lesson:\n\n1. **Warm-up (10%)** – a hook question or puzzle.\n2. **Direct instruction (25%)** – model with worked examples, thinking aloud.\n3. **Guided practice (25%)** – pairs practise while you circulate.\n4. **Independent practice (25%)** – individual task with an extension.\n5. **Closure (15%)** – exit ticket on the objective.\n\nFor a complete plan with timings, objectives and differentiation, use **Lesson Planning → Create New Lesson → Generate with AI**.`,
  },
  {
    match: /assessment|quiz|test|exam/i,
    reply: `Tips for a good assessment:\n\n- Start from the objectives: one or two questions per objective.\n- Mix question types: multiple choice for recall, short answer for reasoning.\n- Put the easiest question first to build confidence.\n- Decide the marking criteria for written answers before you give it.\n\n**Assessments → Create Assessment → Generate with AI** drafts questions you can edit, publish to students and grade.`,
  },
  {
    match: /differentiat|mixed.ability|learning style|ell|esl/i,
    reply: `Differentiation ideas:\n\n- **Visual:** graphic organisers, colour-coded notes, diagrams.\n- **Auditory:** think-pair-share, read-alouds, verbal rehearsal.\n- **Kinesthetic:** manipulatives, stations, acting out steps.\n- **Reading/writing:** guided notes, summaries, written reflections.\n\nTier the task: the same goal with more scaffolding (sentence starters, worked examples) or more challenge (open problems, "prove it").`,
  },
  {
    match: /behaviou?r|classroom management|disrupt|noise/i,
    reply: `Behaviour strategies that work in most classrooms:\n\n- Teach routines explicitly and practise them.\n- Praise specific behaviour ("thank you for starting straight away").\n- Use proximity and a quiet word before public correction.\n- Keep consequences calm, consistent and short.\n- Follow up privately and reset: every lesson is a fresh start.`,
  },
  {
    match: /parent|guardian|family|email home/i,
    reply: `A structure for a parent message:\n\n1. Start with something positive and specific about the student.\n2. Describe the concern factually (what, when, how often).\n3. Say what you are doing in class to help.\n4. Suggest one thing that would help at home.\n5. Invite a reply or a meeting.\n\nKeep it short, warm and free of jargon.`,
  },
  {
    match: /struggl|support|behind|intervention|help (a|my) student/i,
    reply: `Supporting a student who is struggling:\n\n- Check **Students → View Progress** to see which subjects and assessments dipped.\n- Re-teach the key idea in a small group with a different representation.\n- Break tasks into short steps with a check after each.\n- Agree one small, measurable goal with the student and review it weekly.\n- Let the family know early, with a positive note alongside.`,
  },
];

export const OFFLINE_NOTE =
  "I'm Chalkwise's built-in assistant, running offline without a language model, so I can help with lesson plans, assessments, differentiation, behaviour, parent communication and student support. For open-ended questions, ask your administrator to connect a model (set AI_PROVIDER with an API key, or OPENAI_BASE_URL for a local server such as Ollama).";

export function builtinReply(messages: readonly ChatTurn[]): string {
  const last = [...messages].reverse().find((m) => m.role === 'user')?.content ?? '';
  return INTENTS.find((i) => i.match.test(last))?.reply ?? OFFLINE_NOTE;
}

/** Word-sized chunks, so the client streams the reply as it would a model's. */
export function* chunksOf(text: string): Generator<string> {
  const parts = text.match(/\S+\s*|\s+/g) ?? [];
  for (let i = 0; i < parts.length; i += 4) yield parts.slice(i, i + 4).join('');
}
