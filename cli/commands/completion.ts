// `twb completion bash|zsh|fish`: a completion script generated from commander's tree of commands, so that a command
// or option added to cli/program.ts completes without touching this file. Values come from the same places the
// commands read: the upload kinds from core/csv, the config keys from user-config, the help topics from help-topics,
// and the values an option's placeholder lists (`--encoding <auto|utf-8|cp932>`, `--format <pdf|xlsx|csv>`).
import type { Argument, Command, Option } from 'commander';
import { UPLOAD_KIND_NAMES } from '../../core/csv/kind';
import { t } from '../../core/i18n';
import { SETTING_KEYS } from '../config/user-config';
import { HELP_TOPICS } from '../help-topics';
import { usageError } from '../io/cli-error';
import type { CliRuntime } from '../runtime';

export interface CompletionOption {
  flags: string[];
  takesValue: boolean;
  values: string[];
}

export interface CompletionNode {
  /** The words of the command after `twb`, space-separated ('' for twb itself). */
  path: string;
  subcommands: string[];
  options: CompletionOption[];
  /** The values of each positional argument ([] completes file names). */
  args: string[][];
}

const HTTP_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];
/** Placeholder words that name a kind of value (a file, an id), not a value to type. */
const NOT_VALUES = new Set(['id', 'name', 'file', 'dir', 'url', 'n']);

/** The values a placeholder lists (`auto|utf-8|cp932`), or none when it names a kind of value (`id|name`, `file|dir`). */
export function placeholderValues(placeholder: string): string[] {
  const parts = placeholder.replace(/[<>[\].]/g, '').split('|');
  if (parts.length < 2 || parts.some((part) => NOT_VALUES.has(part) || !/^[a-z][a-z0-9-]*$/.test(part))) return [];
  return parts;
}

function argumentValues(argument: Argument): string[] {
  const name = argument.name();
  if (name === 'kind') return [...UPLOAD_KIND_NAMES];
  if (name === 'method') return HTTP_METHODS;
  if (name === 'key') return [...SETTING_KEYS];
  return placeholderValues(name);
}

function optionOf(option: Option): CompletionOption {
  const flags = [option.short, option.long].filter((flag): flag is string => Boolean(flag));
  const placeholder = /[<[]([^>\]]+)[>\]]/.exec(option.flags)?.[1] ?? '';
  const values = option.long === '--kind' ? [...UPLOAD_KIND_NAMES] : placeholderValues(placeholder);
  // An optional value (--json [fields]) is not waited for: the next word may be an argument.
  return { flags, takesValue: option.required, values };
}

/** Every command of the tree, depth first, with what completes after it. */
export function completionTree(program: Command): CompletionNode[] {
  const nodes: CompletionNode[] = [];
  const visit = (command: Command, path: string[]): void => {
    const isHelp = path.length === 1 && path[0] === 'help';
    nodes.push({
      path: path.join(' '),
      subcommands: command.commands.map((sub) => sub.name()),
      options: [...command.options.map(optionOf), { flags: ['-h', '--help'], takesValue: false, values: [] }],
      args: isHelp
        ? [[...program.commands.map((sub) => sub.name()), ...Object.keys(HELP_TOPICS)]]
        : command.registeredArguments.map(argumentValues),
    });
    for (const sub of command.commands) visit(sub, [...path, sub.name()]);
  };
  visit(program, []);
  return nodes;
}

const quote = (words: readonly string[]): string => words.join(' ');

export function bashScript(nodes: readonly CompletionNode[]): string {
  const subs = nodes.filter((node) => node.subcommands.length > 0).map((node) => `    '${node.path}') echo '${quote(node.subcommands)}' ;;`);
  const opts = nodes.map((node) => `    '${node.path}') echo '${quote(node.options.flatMap((option) => option.flags))}' ;;`);
  const valued = nodes.flatMap((node) => node.options.filter((option) => option.takesValue).flatMap((option) => option.flags.map((flag) => `    '${node.path} ${flag}') echo '${quote(option.values)}' ;;`)));
  const args = nodes.flatMap((node) => node.args.map((values, index) => `    '${node.path} ${index}') echo '${quote(values)}' ;;`));
  return `# twb の bash 補完（twb completion bash が生成）。~/.bashrc に: source <(twb completion bash)
_twb_subcommands() {
  case "$1" in
${subs.join('\n')}
  esac
}
_twb_options() {
  case "$1" in
${opts.join('\n')}
  esac
}
# An option that takes a value: its values (possibly none, meaning any text or a file); nothing for other options.
_twb_option_values() {
  case "$1" in
${valued.join('\n')}
    *) return 1 ;;
  esac
}
_twb_argument_values() {
  case "$1" in
${args.join('\n')}
    *) return 1 ;;
  esac
}
_twb() {
  local cur="\${COMP_WORDS[COMP_CWORD]}" path="" word i nargs=0 values
  for ((i = 1; i < COMP_CWORD; i++)); do
    word="\${COMP_WORDS[i]}"
    if [[ "$word" == -* ]]; then
      _twb_option_values "\${path}\${path:+ }$word" >/dev/null && ((i++))
      continue
    fi
    if [[ $nargs -eq 0 && " $(_twb_subcommands "$path") " == *" $word "* ]]; then
      path="\${path}\${path:+ }$word"
    else
      ((nargs++))
    fi
  done
  local prev="\${COMP_WORDS[COMP_CWORD-1]}"
  if [[ "$prev" == -* ]] && values="$(_twb_option_values "\${path}\${path:+ }$prev")"; then
    if [[ -n "$values" ]]; then COMPREPLY=($(compgen -W "$values" -- "$cur")); else COMPREPLY=($(compgen -f -- "$cur")); fi
    return 0
  fi
  if [[ "$cur" == -* ]]; then
    COMPREPLY=($(compgen -W "$(_twb_options "$path")" -- "$cur"))
    return 0
  fi
  local subs="$(_twb_subcommands "$path")"
  if [[ -n "$subs" && $nargs -eq 0 ]]; then
    COMPREPLY=($(compgen -W "$subs" -- "$cur"))
    return 0
  fi
  if values="$(_twb_argument_values "\${path}\${path:+ }$nargs")" && [[ -n "$values" ]]; then
    COMPREPLY=($(compgen -W "$values" -- "$cur"))
  else
    COMPREPLY=($(compgen -f -- "$cur"))
  fi
  return 0
}
complete -o filenames -F _twb twb
`;
}

/** zsh runs the bash completion through its bashcompinit: one script to keep right, the same words in both shells. */
export function zshScript(nodes: readonly CompletionNode[]): string {
  return `#compdef twb
# twb の zsh 補完（twb completion zsh が生成）。fpath のフォルダに _twb として保存するか、~/.zshrc に: source <(twb completion zsh)
autoload -U +X bashcompinit && bashcompinit
${bashScript(nodes).split('\n').slice(1).join('\n')}`;
}

export function fishScript(nodes: readonly CompletionNode[]): string {
  const paths = nodes.filter((node) => node.path !== '').map((node) => `'${node.path}'`);
  const lines: string[] = [];
  for (const node of nodes) {
    const condition = `test "(__twb_path)" = '${node.path}'`;
    if (node.subcommands.length > 0) lines.push(`complete -c twb -f -n "${condition}; and test (__twb_nargs) -eq 0" -a '${quote(node.subcommands)}'`);
    for (const option of node.options) {
      const names = option.flags.map((flag) => (flag.startsWith('--') ? `-l ${flag.slice(2)}` : `-s ${flag.slice(1)}`)).join(' ');
      const value = option.takesValue ? (option.values.length > 0 ? ` -x -a '${quote(option.values)}'` : ' -r') : '';
      lines.push(`complete -c twb -n "${condition}" ${names}${value}`);
    }
    node.args.forEach((values, index) => {
      if (values.length > 0) lines.push(`complete -c twb -f -n "${condition}; and test (__twb_nargs) -eq ${index}" -a '${quote(values)}'`);
    });
  }
  return `# twb の fish 補完（twb completion fish が生成）。~/.config/fish/completions/twb.fish に保存します
function __twb_walk
    set -l known ${paths.join(' ')}
    set -l path ''
    set -l nargs 0
    for word in (commandline -opc)[2..-1]
        if string match -q -- '-*' $word
            continue
        end
        set -l next (string trim -- "$path $word")
        if test $nargs -eq 0; and contains -- $next $known
            set path $next
        else
            set nargs (math $nargs + 1)
        end
    end
    echo $path
    echo $nargs
end
function __twb_path
    __twb_walk | head -n 1
end
function __twb_nargs
    __twb_walk | tail -n 1
end
${lines.join('\n')}
`;
}

const SCRIPTS: Readonly<Record<string, (nodes: readonly CompletionNode[]) => string>> = { bash: bashScript, zsh: zshScript, fish: fishScript };

export function completionScript(shell: string, program: Command): string {
  const script = SCRIPTS[shell];
  if (!script) throw usageError(t('cli.completion.badShell', { shell }));
  return script(completionTree(program));
}

export async function runCompletion(shell: string, program: Command, runtime: CliRuntime): Promise<void> {
  runtime.stdout.write(completionScript(shell, program));
}
