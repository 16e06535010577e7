import type { Command } from "commander";
import { UsageError } from "../lib/errors.ts";
import { withExamples } from "../lib/help.ts";

/** Every command path (`""`, `pages`, `pages list` …) with the words that may follow it: subcommands and options. */
export function completionTable(program: Command): Map<string, string[]> {
  const table = new Map<string, string[]>();
  const walk = (command: Command, path: string) => {
    const words = [
      ...command.commands.map((c) => c.name()),
      ...command.options.flatMap((o) => [o.long, o.short].filter((f): f is string => Boolean(f))),
      "--help",
    ];
    table.set(path, words);
    for (const sub of command.commands) walk(sub, path ? `${path} ${sub.name()}` : sub.name());
  };
  walk(program, "");
  return table;
}

/**
 * A bash completion script, also loaded by zsh through bashcompinit. It finds
 * the command path among the words typed so far and offers what may follow.
 */
export function bashCompletion(program: Command): string {
  const table = completionTable(program);
  const paths = [...table.keys()].filter(Boolean);
  const cases = [...table].map(([path, words]) => `    "${path}") words="${words.join(" ")}" ;;`).join("\n");
  return `# greenpage completion for bash (source it, or add it to ~/.bashrc)
_greenpage() {
  local cur path i word words
  cur="\${COMP_WORDS[COMP_CWORD]}"
  path=""
  for ((i = 1; i < COMP_CWORD; i++)); do
    word="\${COMP_WORDS[i]}"
    case "\${path:+$path }$word" in
      ${paths.map((p) => `"${p}"`).join("|")}) path="\${path:+$path }$word" ;;
    esac
  done
  case "$path" in
${cases}
    *) words="" ;;
  esac
  COMPREPLY=($(compgen -W "$words" -- "$cur"))
}
complete -F _greenpage greenpage
`;
}

export function registerCompletion(program: Command): void {
  withExamples(
    program
      .command("completion <shell>")
      .description("print a shell completion script (bash or zsh)")
      .action((shell: string) => {
        if (shell === "bash") process.stdout.write(bashCompletion(program));
        else if (shell === "zsh")
          process.stdout.write(`# greenpage completion for zsh\nautoload -U +X bashcompinit && bashcompinit\n${bashCompletion(program)}`);
        else throw new UsageError(`Shells: bash, zsh (got "${shell}").`);
      }),
    ["greenpage completion bash > /etc/bash_completion.d/greenpage", "greenpage completion zsh >> ~/.zshrc"],
  );
}
