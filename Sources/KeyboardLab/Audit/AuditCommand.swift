import Foundation
@_spi(Lab) import KeyboardAudit
import UIKit

/// `keyboard-lab audit …`: the keyboard audit on the lab's screens, from the command line
/// (docs/AUDIT.md). Exit 0 when nothing is found, 1 when something is, 2 when the
/// command line is wrong or the JSON or report cannot be written.
@MainActor
public struct AuditCommand: Equatable {
  /// Screen names; empty means every screen.
  public var screens: [String] = []
  public var devices: [DeviceProfile] = DeviceProfile.all
  public var orientations: [UIInterfaceOrientation] = KeyboardAudit.defaultOrientations
  /// The app windows, on the iPads (a phone's window is its screen).
  public var windows: [AppWindowArrangement] = [.fullScreen]
  public var keyboards: [KeyboardAudit.KeyboardMode] = [.software]
  public var jsonPath: String?
  public var reportDirectory: String?
  public var timing = true
  public var help = false

  public init() {}

  public static let usage = """
    usage: keyboard-lab audit [options]

      --screen NAME|all      the screen to audit (default: all): \(AppScreens.names.joined(separator: ", "))
      --device NAME|all      the phone or iPad (default: all, the phones and the iPads): \(DeviceProfile.all.map(\.name).joined(separator: ", "))
      --orientation O|all    portrait, landscape or all (default: all)
      --keyboard MODE|all    software (default), hardware, or all (both)
      --keyboard-mode M|all  the software keyboard's place on the iPads: docked (default),
                             undocked, split, floating, or all four (phones: docked only)
      --window W|all         the app's window on the iPads: full (default), half, third,
                             two-thirds (Split View), slide-over, WxH (a Stage Manager window),
                             or all (full to slide-over; phones: full only)
      --json PATH            write every finding as JSON
      --report DIR           write a PNG contact sheet per screen and an index.html
      --no-timing            leave out slowFrame (the only wall-clock rule)
      -h, --help             show this help

    Each flag but --json and --report may be given more than once. Exit status: 0 when
    nothing is found, 1 when something is, 2 on a usage error or a file that cannot be
    written.
    """

  /// A command line that cannot run; exit code 2.
  public typealias UsageError = AppFlags.UsageError

  public static func parse(_ arguments: [String]) throws(UsageError) -> AuditCommand {
    var command = AuditCommand()
    var screens: [String] = []
    var devices: [DeviceProfile] = []
    var orientations: [UIInterfaceOrientation] = []
    var keyboards: [KeyboardAudit.KeyboardMode] = []
    var windows: [AppWindowArrangement] = []
    /// The first --window value that needs an iPad, as given.
    var windowNeedingPad: String?
    var reader = CommandLineReader(arguments)
    while reader.next() {
      let name = reader.name
      let argument = reader.argument
      func value() throws(UsageError) -> String { try reader.value() }
      func noValue() throws(UsageError) { try reader.noValue() }
      switch name {
      case "--screen":
        let screen = try value()
        if screen == "all" {
          screens = AppScreens.names
        } else if AppScreens.named(screen) != nil {
          screens.append(screen)
        } else {
          throw UsageError(
            description: "unknown screen '\(screen)' (known: \(AppScreens.names.joined(separator: ", ")), or all)")
        }
      case "--device":
        let device = try value()
        if device == "all" {
          devices = DeviceProfile.all
        } else if let profile = DeviceProfile.named(device) {
          devices.append(profile)
        } else {
          throw UsageError(
            description:
              "unknown device '\(device)' (known: \(DeviceProfile.all.map(\.name).joined(separator: ", ")), or all)")
        }
      case "--orientation":
        let text = try value()
        if text == "all" {
          orientations = KeyboardAudit.defaultOrientations
        } else if let orientation = AppFlags.orientation(named: text) {
          orientations.append(orientation)
        } else {
          throw UsageError(
            description: "--orientation must be portrait, landscape, landscape-left, landscape-right or all,"
              + " got '\(text)'")
        }
      case "--keyboard":
        let text = try value()
        if text == "all" {
          keyboards += [.software, .hardware]
        } else if let mode = KeyboardAudit.KeyboardMode(rawValue: text), mode.placement.isDocked {
          keyboards.append(mode)
        } else {
          throw UsageError(description: "--keyboard must be software, hardware or all, got '\(text)'")
        }
      case "--keyboard-mode":
        let text = try value()
        if text == "all" {
          keyboards += KeyboardPlacement.allCases.map(KeyboardAudit.KeyboardMode.software(at:))
        } else if let placement = KeyboardPlacement(rawValue: text) {
          keyboards.append(.software(at: placement))
        } else {
          throw UsageError(
            description: "--keyboard-mode must be docked, undocked, split, floating or all, got '\(text)'")
        }
      case "--window":
        let text = try value()
        if text == "all" {
          windows += KeyboardAudit.allWindows
        } else if let window = AppWindowArrangement(name: text) {
          windows.append(window)
        } else {
          throw UsageError(
            description:
              "--window must be full, half, third, two-thirds, slide-over, WxH (points) or all, got '\(text)'")
        }
        if text != "full", windowNeedingPad == nil { windowNeedingPad = text }
      case "--json": command.jsonPath = try value()
      case "--report": command.reportDirectory = try value()
      case "--no-timing":
        try noValue()
        command.timing = false
      case "--help", "-h":
        command.help = true
      default:
        throw UsageError(description: "unknown option '\(argument)' for audit")
      }
    }
    func unique<T: Equatable>(_ values: [T]) -> [T] {
      values.reduce(into: []) { if !$0.contains($1) { $0.append($1) } }
    }
    if !screens.isEmpty { command.screens = unique(screens) }
    if !devices.isEmpty { command.devices = unique(devices) }
    if !orientations.isEmpty { command.orientations = unique(orientations) }
    if !keyboards.isEmpty { command.keyboards = unique(keyboards) }
    if !windows.isEmpty { command.windows = unique(windows) }
    if let windowNeedingPad, !command.devices.contains(where: \.isPad) {
      throw UsageError(
        description: "--window \(windowNeedingPad) needs an iPad: a phone's window is its screen, and every device"
          + " asked for is a phone (\(command.devices.map(\.name).joined(separator: ", ")))")
    }
    return command
  }

  /// Parses, runs, prints and writes; returns the exit status.
  public static func main(_ arguments: [String]) -> Int32 {
    let command: AuditCommand
    do {
      command = try parse(arguments)
    } catch {
      FileHandle.standardError.write(Data("keyboard-lab audit: \(error)\n\n\(usage)\n".utf8))
      return 2
    }
    if command.help {
      print(usage)
      return 0
    }
    return command.run()
  }

  /// Runs the audit, prints the table, writes the JSON and the report.
  public func run() -> Int32 {
    do {
      if let jsonPath { try OutputPath.checkFile(jsonPath) }
      if let reportDirectory { try OutputPath.checkFolder(reportDirectory) }
    } catch {
      FileHandle.standardError.write(Data("keyboard-lab audit: \(error)\n".utf8))
      return 2
    }
    let chosen = (screens.isEmpty ? AppScreens.names : screens).compactMap(AppScreens.named)
    var settled: [AuditSettledFrame] = []
    let report = KeyboardAudit.run(
      chosen, devices: devices, orientations: orientations, windows: windows, keyboards: keyboards, timing: timing,
      measurement: .labFonts, frames: reportDirectory == nil ? nil : { settled.append($0) }, drainsMainRunLoop: true)
    print(report, terminator: "")
    fflush(nil)
    do {
      if let jsonPath {
        let url = URL(fileURLWithPath: jsonPath)
        try? FileManager.default.createDirectory(
          at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try report.jsonData().write(to: url)
      }
      if let reportDirectory {
        let index = try AuditContactSheet.write(report: report, frames: settled, to: reportDirectory)
        print("report: \(index)")
      }
    } catch {
      FileHandle.standardError.write(Data("keyboard-lab audit: \(error)\n".utf8))
      return 2
    }
    return report.isClean ? 0 : 1
  }
}
