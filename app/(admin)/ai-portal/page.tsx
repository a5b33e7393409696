/** /ai-portal: a new chat (the layout draws it); it gets its own address when its first message is sent. */
export default function NewChatPage() {
  return null;
}
