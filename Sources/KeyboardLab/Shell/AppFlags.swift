import Foundation
import UIKit

/// The command line of `keyboard-lab` (see docs/APP.md).
public struct AppFlags: Equatable, Sendable {
  public var screen = AppScreens.defaultName
  public var device: DeviceProfile = .iPhone14
  /// Screen pixels per point of the desktop window (1, 2 or 3).
  public var scale = 1
  /// Render the first settled frame to this PNG and exit.
  public var screenshotPath: String?
  /// Make the screen's first text field first responder at start (keyboard up).
  public var focus = false
  /// A script of clicks, keys, waits and checks to run (docs/APP.md).
  public var scriptPath: String?
  /// Software renderer on an in-memory surface: no display needed.
  public var headless = false
  /// Time this many frames of keyboard show/hide animation (headless) and print JSON.
  public var benchFrames: Int?
  public var printStartupTime = false
  public var printFrameStats = false
  /// Redraw every pixel of every frame, even where nothing changed (benchmarks).
  public var fullRedraw = false
  /// Whether a hardware keyboard is attached (`--keyboard hardware`): the on-screen keys
  /// stay down, as on iOS.
  public var hardwareKeyboard = false
  /// How the phone is turned at start (`--orientation`).
  public var orientation: UIInterfaceOrientation = .portrait
  /// Whether the predictive bar is on (`--predictive on`).
  public var predictiveBar = false
  /// Where an iPad's keyboard is (`--keyboard-mode docked|undocked|split|floating`).
  public var keyboardPlacement = KeyboardPlacement.docked
  /// An iPad app window's share of the screen (`--window full|half|third|two-thirds|
  /// slide-over|WxH`).
  public var windowArrangement = AppWindowArrangement.fullScreen
  /// The on-screen keyboard's language at start (`--keyboard-language en|ko`).
  public var keyboardLanguage: KeyboardLanguage = .english
  /// Which renderer draws the window: auto, gpu or software.
  public var renderer = "auto"
  public static let renderers = ["auto", "gpu", "software"]
  public var help = false
  /// `--device list`: print the phones (`deviceList`) and exit.
  public var listDevices = false
  /// `--phone-only`: the phone alone, with its screen switcher, and no lab around it.
  public var phoneOnly = false
  /// `--plot PATH`: focus the first field, record the keyboard's slide until everything
  /// rests, write the timeline plot and exit.
  public var plotPath: String?
  /// `--compare`: the lab's compare mode, each of these screens on a phone of its own.
  public var compareScreens: [String]?
  /// `--compare-devices`: the device of each of `compareScreens`, in order; nil: every
  /// one on `device`.
  public var compareDevices: [DeviceProfile]?
  /// `--phone-host FILE` (internal): a phone of the compare mode, its own process, its
  /// frames pushed in on standard input and its pixels written to FILE.
  public var phoneHostPath: String?

  public init() {}

  /// What the program runs, decided once from the flags.
  public enum Mode: Equatable, Sendable {
    /// Two or three phones side by side, each its own process (`--compare`).
    case compare([ComparedScreen])
    /// One phone for a compare window, drawing into a file (`--phone-host`).
    case phoneHost(path: String)
    /// The phone alone (`--phone-only`).
    case phoneOnly
    /// The phone beside the lab's panel: the default.
    case lab
  }

  /// The mode these flags ask for; a compare window takes precedence, then a phone host.
  public var mode: Mode {
    if let compared { return .compare(compared) }
    if let phoneHostPath { return .phoneHost(path: phoneHostPath) }
    return phoneOnly ? .phoneOnly : .lab
  }

  /// The compare window's phones: each screen on its device.
  public var compared: [ComparedScreen]? {
    guard let compareScreens else { return nil }
    return compareScreens.enumerated().map { index, screen in
      let devices = compareDevices ?? []
      return ComparedScreen(screen: screen, device: index < devices.count ? devices[index] : device)
    }
  }

  /// Whether frame times step exactly 1/60 s per loop iteration:
  /// headless runs and one-shot renders are deterministic.
  public var usesSteppedFrames: Bool { headless || screenshotPath != nil || benchFrames != nil || plotPath != nil }

  /// Whether no window is opened.
  public var isHeadless: Bool { headless || benchFrames != nil }

  /// A command line that cannot run; exit code 2.
  public struct UsageError: Error, Equatable, CustomStringConvertible {
    public let description: String
  }

  public static var usage: String {
    """
    usage: keyboard-lab [options]
           keyboard-lab audit [options]   (the keyboard audit: keyboard-lab audit --help)
           keyboard-lab port [--dry-run] FILE…   (iOS source made to compile here: keyboard-lab port --help)

    Opens the lab: the phone in its device frame beside the panel (screen, device,
    orientation, keyboard, speed, the plot of the last keyboard animation, the
    notification log, the inspector). --phone-only shows the phone alone.

      --screen NAME        screen to start on: \(AppScreens.names.joined(separator: ", ")) (default: \(AppScreens.defaultName))
      --device NAME        phone or iPad to imitate (default: iphone-14), or `list` to list them with
                           their sizes and older names: \(DeviceProfile.all.map(\.name).joined(separator: ", "))
      --scale N            window pixels per point: 1, 2 or 3 (default: 1)
      --focus              focus the screen's first text field at start (the keyboard comes up)
      --keyboard MODE      software (the on-screen keys, default) or hardware (a hardware
                           keyboard is attached: the keys stay down; Ctrl-K switches)
      --orientation O      portrait (default) or landscape (the phone turned; Ctrl-R turns it)
      --predictive on|off  the predictive bar above the letter keys (default: off; Ctrl-P switches)
      --keyboard-mode M    an iPad's keyboard: docked (default), undocked, split or floating
      --window W           an iPad app's window: full (default), half, third, two-thirds (Split
                           View, another app beside it), slide-over, or WxH (Stage Manager)
      --keyboard-language L  en (default) or ko (Korean 두벌식) at start; the globe key switches
      --screenshot PATH    render the first settled frame to a PNG and exit
      --script FILE        run a script of clicks, keys, waits and checks (docs/APP.md)
      --headless           no window: software rendering into memory (needs --screenshot,
                           --script or --bench-frames)
      --bench-frames N     time N frames of keyboard show/hide (layout + draw, headless), print JSON
      --print-startup-time print when the first frame was presented, as JSON
      --print-frame-stats  print frame timings as JSON on exit
      --renderer NAME      auto (the GPU if there is one, else software), gpu or software
      --full-redraw        redraw whole frames, not only what changed (for comparisons)
      --phone-only         the phone alone in the window (its screen switcher in its top band),
                           without the lab's device frame and panel: for automation
      --plot PATH          focus the first field, record the keyboard's slide, write the
                           timeline plot (PNG) and exit
      --compare            the three seed screens side by side, each phone its own process
                           with its own keyboard (--compare-screens a,b[,c] for others)
      --compare-devices D,D[,D]  the compare mode on these phones and iPads (`--device list`):
                           --screen on each, or --compare-screens paired with them in order;
                           --keyboard-mode and --window reach the iPads among them
      -h, --help           show this help

    Keys in the window: Tab / Shift-Tab next / previous field, Escape hides the keyboard,
    Ctrl-R turns the phone, Ctrl-K attaches or detaches the hardware keyboard, Ctrl-P turns the predictive bar on or
    off, Ctrl-Q quits.
    """
  }

  /// `portrait`, `landscape` (the home indicator on the right: `landscapeRight`),
  /// `landscape-left` or `landscape-right`.
  public static func orientation(named name: String) -> UIInterfaceOrientation? {
    switch name {
    case "portrait": .portrait
    case "landscape", "landscape-right": .landscapeRight
    case "landscape-left": .landscapeLeft
    default: nil
    }
  }

  /// Parses the arguments (without the program name).
  public static func parse(_ arguments: [String]) throws(UsageError) -> AppFlags {
    var flags = AppFlags()
    var deviceGiven = false
    var screensListed = false
    var reader = CommandLineReader(arguments)
    while reader.next() {
      let name = reader.name
      let argument = reader.argument
      func value() throws(UsageError) -> String { try reader.value() }
      func noValue() throws(UsageError) { try reader.noValue() }
      switch name {
      case "--screen":
        let screen = try value()
        guard AppScreens.named(screen) != nil else {
          throw UsageError(
            description: "unknown screen '\(screen)' (known: \(AppScreens.names.joined(separator: ", ")))")
        }
        flags.screen = screen
      case "--device":
        let device = try value()
        if device == "list" {
          flags.listDevices = true
        } else if let profile = DeviceProfile.named(device) {
          flags.device = profile
          deviceGiven = true
        } else {
          throw UsageError(
            description: "unknown device '\(device)' (known: \(DeviceProfile.all.map(\.name).joined(separator: ", "));"
              + " `--device list` shows their older names too)")
        }
      case "--scale":
        let text = try value()
        guard let scale = Int(text), (1...3).contains(scale) else {
          throw UsageError(description: "--scale must be 1, 2 or 3, got '\(text)'")
        }
        flags.scale = scale
      case "--keyboard":
        let mode = try value()
        guard mode == "software" || mode == "hardware" else {
          throw UsageError(description: "--keyboard must be software or hardware, got '\(mode)'")
        }
        flags.hardwareKeyboard = mode == "hardware"
      case "--orientation":
        let name = try value()
        guard let orientation = Self.orientation(named: name) else {
          throw UsageError(
            description: "--orientation must be portrait, landscape, landscape-left or landscape-right, got '\(name)'")
        }
        flags.orientation = orientation
      case "--predictive":
        let state = try value()
        guard state == "on" || state == "off" else {
          throw UsageError(description: "--predictive must be on or off, got '\(state)'")
        }
        flags.predictiveBar = state == "on"
      case "--keyboard-mode":
        let name = try value()
        guard let placement = KeyboardPlacement(rawValue: name) else {
          throw UsageError(description: "--keyboard-mode must be docked, undocked, split or floating, got '\(name)'")
        }
        flags.keyboardPlacement = placement
      case "--window":
        let name = try value()
        guard let arrangement = AppWindowArrangement(name: name) else {
          throw UsageError(
            description: "--window must be full, half, third, two-thirds, slide-over or WxH (points), got '\(name)'")
        }
        flags.windowArrangement = arrangement
      case "--keyboard-language":
        let code = try value()
        guard let language = KeyboardLanguage(rawValue: code) else {
          throw UsageError(description: "--keyboard-language must be en or ko, got '\(code)'")
        }
        flags.keyboardLanguage = language
      case "--screenshot": flags.screenshotPath = try value()
      case "--script": flags.scriptPath = try value()
      case "--bench-frames":
        let text = try value()
        guard let frames = Int(text), frames > 0 else {
          throw UsageError(description: "--bench-frames must be a positive number, got '\(text)'")
        }
        flags.benchFrames = frames
      case "--focus":
        try noValue()
        flags.focus = true
      case "--headless":
        try noValue()
        flags.headless = true
      case "--print-startup-time":
        try noValue()
        flags.printStartupTime = true
      case "--print-frame-stats":
        try noValue()
        flags.printFrameStats = true
      case "--renderer":
        let name = try value()
        guard Self.renderers.contains(name) else {
          throw UsageError(description: "--renderer must be auto, gpu or software, got '\(name)'")
        }
        flags.renderer = name
      case "--full-redraw":
        try noValue()
        flags.fullRedraw = true
      case "--phone-only":
        try noValue()
        flags.phoneOnly = true
      case "--plot": flags.plotPath = try value()
      case "--compare":
        try noValue()
        // The first three screens registered (the seeds, in `keyboard-lab`).
        let names = Array(AppScreens.names.prefix(3))
        guard names.count >= 2 else {
          throw UsageError(description: "--compare needs two screens or more; the lab has \(names.count)")
        }
        if !screensListed { flags.compareScreens = names }
      case "--compare-screens":
        let names = try value().split(separator: ",").map(String.init)
        guard names.count >= 2, names.count <= 3, names.allSatisfy({ AppScreens.named($0) != nil }) else {
          throw UsageError(
            description: "--compare-screens takes two or three screen names, comma-separated"
              + " (known: \(AppScreens.names.joined(separator: ", ")))")
        }
        flags.compareScreens = names
        screensListed = true
      case "--compare-devices":
        let names = try value().split(separator: ",", omittingEmptySubsequences: false).map(String.init)
        let devices = names.compactMap(DeviceProfile.named)
        guard devices.count == names.count, (2...3).contains(devices.count) else {
          let unknown = names.first { DeviceProfile.named($0) == nil }.map { " ('\($0)' is none)" } ?? ""
          throw UsageError(
            description: "--compare-devices takes two or three device names, comma-separated\(unknown)"
              + " (known: \(DeviceProfile.all.map(\.name).joined(separator: ", ")); `--device list` shows their"
              + " older names too)")
        }
        flags.compareDevices = devices
      case "--phone-host":
        flags.phoneHostPath = try value()
        flags.headless = true
        flags.phoneOnly = true
      case "--help", "-h":
        flags.help = true
      default:
        throw UsageError(description: "unknown option '\(argument)'")
      }
    }
    if let devices = flags.compareDevices {
      if deviceGiven {
        throw UsageError(description: "--compare-devices names every phone's device: leave --device out")
      }
      // The screens listed are paired with the devices; else the one screen is on each.
      if screensListed, let screens = flags.compareScreens, screens.count != devices.count {
        throw UsageError(
          description: "--compare-screens and --compare-devices pair each screen with a device: \(screens.count)"
            + " screens and \(devices.count) devices")
      }
      if !screensListed { flags.compareScreens = Array(repeating: flags.screen, count: devices.count) }
    }
    if flags.headless && flags.screenshotPath == nil && flags.scriptPath == nil && flags.benchFrames == nil
      && flags.plotPath == nil && flags.phoneHostPath == nil && flags.compareScreens == nil
    {
      throw UsageError(
        description: "--headless needs --screenshot, --script, --plot or --bench-frames (there is no window)")
    }
    if flags.compareScreens != nil && (flags.phoneOnly || flags.scriptPath != nil || flags.benchFrames != nil) {
      throw UsageError(description: "--compare does not combine with --phone-only, --script or --bench-frames")
    }
    if flags.compareScreens == nil, flags.plotPath != nil,
      flags.phoneOnly || flags.screenshotPath != nil || flags.scriptPath != nil
    {
      throw UsageError(
        description: "--plot does not combine with --phone-only, --screenshot or --script (use the script's lab plot)")
    }
    // Compared devices take the iPad flags on their iPads; one iPad among them is enough.
    let hasPad = flags.compareDevices.map { $0.contains(where: \.isPad) } ?? flags.device.isPad
    if !flags.keyboardPlacement.isDocked && !hasPad {
      throw UsageError(
        description:
          "--keyboard-mode \(flags.keyboardPlacement.rawValue) needs an iPad (--device list): a phone's keyboard is"
          + " always docked")
    }
    if flags.windowArrangement != .fullScreen && !hasPad {
      throw UsageError(
        description: "--window \(flags.windowArrangement.name) needs an iPad: a phone's window is its screen")
    }
    if flags.screenshotPath != nil && flags.scriptPath != nil {
      throw UsageError(description: "--screenshot and --script do not combine (use the script's screenshot command)")
    }
    return flags
  }

  /// What the lab does that iPadOS would not, said once at start: a split keyboard on an
  /// iPad whose iPadOS offers none (`DeviceProfile.hasSplitKeyboard`).
  public var note: String? {
    guard keyboardPlacement == .split, device.isPad, !device.hasSplitKeyboard else { return nil }
    return "iPadOS offers no split keyboard on the \(device.name) (Apple Support: not on the 11-inch and 12.9-inch and"
      + " later iPad Pros); the lab splits it anyway, so that the split keyboard's notifications can be tried here"
  }

  /// `--device list`: one device a line, the phones then the iPads: its name, portrait size
  /// in points and scale, then the older names it also answers to.
  public static var deviceList: String {
    let width = DeviceProfile.all.map(\.name.count).max() ?? 0
    let defaultDevice = AppFlags().device
    func size(_ device: DeviceProfile) -> String {
      "\(Int(device.size.width))×\(Int(device.size.height)) @\(Int(device.scale))x"
    }
    let sizeWidth = DeviceProfile.all.map { size($0).count }.max() ?? 0
    return DeviceProfile.all.map { device in
      var line = device.name.padding(toLength: width, withPad: " ", startingAt: 0)
      line += "  " + size(device).padding(toLength: sizeWidth, withPad: " ", startingAt: 0)
      if device == defaultDevice { line += "  (default)" }
      if !device.aliases.isEmpty { line += "  also " + device.aliases.joined(separator: ", ") }
      return String(line.reversed().drop { $0 == " " }.reversed())
    }.joined(separator: "\n")
  }

  /// Parses the process's arguments; prints help or the device list (exit 0) or a usage
  /// error (exit 2).
  public static func parseOrExit(_ arguments: [String] = Array(CommandLine.arguments.dropFirst())) -> AppFlags {
    do {
      let flags = try parse(arguments)
      if flags.help {
        print(usage)
        exit(0)
      }
      if flags.listDevices {
        print(deviceList)
        exit(0)
      }
      if let note = flags.note { FileHandle.standardError.write(Data("keyboard-lab: note: \(note)\n".utf8)) }
      return flags
    } catch {
      FileHandle.standardError.write(Data("keyboard-lab: \(error.description)\n\n\(usage)\n".utf8))
      exit(2)
    }
  }
}
