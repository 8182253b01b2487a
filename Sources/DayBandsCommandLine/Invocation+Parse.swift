import DayBands

extension Option {
    /// Every option, in the order the help, the usage lines and the man page give them.
    public static let all: [Option] = sources + days + outputs + reportOptions + settings + live + status
}

extension Invocation {
    /// Parses arguments (without the program name) by the table `Option.all`;
    /// a usage error says what is wrong.
    public static func parse(_ arguments: [String]) throws(UsageError) -> Invocation {
        var state = ParseState(rest: arguments[...])
        state.readCommand()
        while let argument = state.rest.popFirst() {
            try state.read(argument)
        }
        state.invocation.token = state.explicitToken ?? state.tokenInAddress
        if ![.help, .version].contains(state.invocation.mode) { try UsageRules.check(state) }
        return state.invocation
    }
}

extension Invocation {
    /// The values of the options that are credentials (`--token T`,
    /// `--token=T`), wherever they stand, so that no message shows them,
    /// not even one about a line that does not parse.
    public static func secrets(in arguments: [String]) -> [String] {
        let names = Option.all.filter(\.secret).flatMap(\.longNames)
        return arguments.indices.compactMap { index in
            let argument = arguments[index]
            if names.contains(argument) { return index + 1 < arguments.count ? arguments[index + 1] : nil }
            return names.first { argument.hasPrefix($0 + "=") }.map { String(argument.dropFirst($0.count + 1)) }
        }
    }
}

extension ParseState {
    /// The command's words: `render`, `archive export`, `completions zsh`...
    mutating func readCommand() {
        guard let first = rest.first, !first.hasPrefix("-") else { return }
        guard let mode = Command.mode(ofWord: first) else { return }
        rest = rest.dropFirst()
        invocation.mode = mode
        if mode == .archive, let action = rest.first.flatMap(Invocation.ArchiveAction.init(rawValue:)) {
            invocation.archiveAction = action
            rest = rest.dropFirst()
        }
        if mode == .completions, let shell = rest.first.flatMap(Invocation.Shell.init(rawValue:)) {
            invocation.shell = shell
            rest = rest.dropFirst()
        }
        command = Command(mode: mode, action: invocation.archiveAction)
    }

    /// One argument: an option (with its value, also as `--option=value`, as
    /// GNU tools and swift-argument-parser read it), `--`, or a file.
    mutating func read(_ argument: String) throws(UsageError) {
        if argument == "--" {
            invocation.files += rest
            rest = []
            return
        }
        guard argument.hasPrefix("-"), argument != "-" else {
            invocation.files.append(argument)
            return
        }
        var name = argument
        var attached: String?
        if argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") {
            name = String(argument[..<equals])
            attached = String(argument[argument.index(after: equals)...])
        }
        guard let option = Option.named(name, for: command) else {
            // The value of an option not known may be a credential (a misspelt --token=): never shown.
            let parts = argument.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            throw UsageError("unknown option \(PrintableText.quoted(parts[0]))" + (parts.count > 1 ? " (its value is not shown)" : ""))
        }
        switch option.value.read {
        case .flag(let set):
            // A value given to a flag is never shown: it may be a misplaced credential.
            guard attached == nil else { throw UsageError("\(name) takes no value") }
            set(&self)
        case .text(let read):
            guard let text = attached ?? rest.popFirst() else { throw UsageError("\(name) needs a value") }
            try read(&self, text, option.name)
        }
        given.append(option)
    }
}
