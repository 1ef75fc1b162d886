import Foundation

/// `keyboard-lab port [--dry-run] FILE…`: `SelectorPort` over files, printing a unified
/// diff of each change and writing the files unless `--dry-run`.
///
/// Every file is read before any is written, so a path that cannot be read changes
/// nothing (exit 2). What cannot be rewritten is printed as `FILE:LINE: cannot port: …`
/// on standard error (exit 1, the rest of the file rewritten); 0 when everything was.
public enum PortCommand {
  public static let usage = """
    usage: keyboard-lab port [--dry-run] FILE…

    Rewrites Swift files written for iOS so that they compile on KeyboardLab's UIKit:
    each #selector(…) becomes a Selector that carries its method, and @objc, @objc(name),
    @objcMembers, @nonobjc, @IBAction, @IBOutlet, @IBInspectable and @IBDesignable go.
    Strings and comments are left alone, and a file without any of these is not touched.

      --dry-run     print the diff, change no file
      -h, --help    show this help

    Exit status: 0 when everything was rewritten, 1 when something could not be (each
    named FILE:LINE on standard error), 2 on a usage error or a file that cannot be read
    or written.
    """

  /// Runs the command; returns the exit status. `output` gets the diffs, `errors` the
  /// messages.
  public static func main(
    _ arguments: [String], output: (String) -> Void = { print($0, terminator: "") },
    errors: (String) -> Void = { FileHandle.standardError.write(Data($0.utf8)) }
  ) -> Int32 {
    var dryRun = false
    var paths: [String] = []
    var options = true
    for argument in arguments {
      if options && argument == "--" {
        options = false
      } else if options && (argument == "-h" || argument == "--help") {
        output(usage + "\n")
        return 0
      } else if options && argument == "--dry-run" {
        dryRun = true
      } else if options && argument.hasPrefix("-") {
        errors("keyboard-lab port: unknown option \(argument)\n\(usage)\n")
        return 2
      } else {
        paths.append(argument)
      }
    }
    guard !paths.isEmpty else {
      errors("keyboard-lab port: no file given\n\(usage)\n")
      return 2
    }
    var sources: [(path: String, text: String)] = []
    for path in paths {
      guard let data = FileManager.default.contents(atPath: path) else {
        errors("keyboard-lab port: cannot read \(path)\n")
        return 2
      }
      guard let text = String(data: data, encoding: .utf8) else {
        errors("keyboard-lab port: \(path) is not UTF-8 text\n")
        return 2
      }
      sources.append((path, text))
    }
    var status: Int32 = 0
    for (path, text) in sources {
      let port = SelectorPort(text)
      for problem in port.problems {
        errors("\(path):\(problem.line): cannot port: \(problem.message)\n")
        status = max(status, 1)
      }
      guard port.changed else { continue }
      output(UnifiedDiff.make(old: text, new: port.ported, path: path))
      if !dryRun {
        do {
          try Data(port.ported.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
        } catch {
          errors("keyboard-lab port: cannot write \(path): \(error.localizedDescription)\n")
          return 2
        }
      }
    }
    return status
  }
}
