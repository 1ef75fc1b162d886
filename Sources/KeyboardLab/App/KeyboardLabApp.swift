import Foundation
@_spi(Lab) import KeyboardAudit
import SDLPlatform
import SwiftPort
import UIKit

/// The lab as a program: flags → SDL platform → the app, with the caller's screens
/// (`keyboard-lab` passes the seeds). An iOS developer's package runs its screens with
/// one line (docs/OWN-SCREENS.md):
///
///     KeyboardLabApp.main(screens: [LabScreen("profile") { ProfileViewController() }])
///
/// and takes every flag and script command of `keyboard-lab` (`--screen profile`).
public enum KeyboardLabApp {
  /// Runs the lab until it quits, then exits with its code. `screens` are the
  /// switcher's, in order, the first the default; none, or a name given twice, exits 2
  /// with a message. (`SeedScreens` has the seeds' controllers, for a lab that wants them
  /// beside its own.)
  @MainActor
  public static func main(screens: [LabScreen] = [], arguments: [String] = Array(CommandLine.arguments.dropFirst()))
    -> Never
  {
    do {
      try AppScreens.add(screens)
    } catch {
      fail(error.description, 2)
    }
    if AppScreens.all.isEmpty { fail("no screens: KeyboardLabApp.main(screens:) needs one or more", 2) }
    if arguments.first == "audit" { exit(AuditCommand.main(Array(arguments.dropFirst()))) }
    if arguments.first == "port" { exit(PortCommand.main(Array(arguments.dropFirst()))) }
    let flags = AppFlags.parseOrExit(arguments)
    do {
      for path in [flags.screenshotPath, flags.plotPath].compactMap({ $0 }) { try OutputPath.checkFile(path) }
    } catch {
      fail(error.description, 2)
    }
    UIKitRuntime.main.mainScreen.device = flags.device
    // Before the host: its window or surface takes the turned screen's size.
    UIKitRuntime.main.mainScreen.rotate(to: flags.orientation)

    let mode = flags.mode
    if case .compare(let compared) = mode { runCompare(flags, compared: compared) }

    let host: SDLAppHost
    do {
      var options = hostOptions(flags, title: "KeyboardLab — \(flags.screen)")
      if mode == .lab {
        let screen = UIKitRuntime.main.mainScreen
        options.initialSize = LabScene.size(forScreen: screen.bounds.size, device: screen.device)
        options.largestSize = LabScene.largestSize
      }
      host = try SDLAppHost(options: options)
    } catch {
      fail(error.description, error.exitCode)
    }

    let session: AppSession
    do {
      session = try AppSession(flags: flags, platform: SDLAppPlatform(host: host, phoneOnly: flags.phoneOnly))
    } catch {
      fail(error.description, error.exitCode)
    }

    if case .phoneHost(let path) = mode {
      host.attach(session.window)
      exit(PhoneHostLoop.run(path: path, host: host, session: session))
    }
    if let lab = session.lab {
      let scene = LabScene(phone: session.window, panel: lab.panelWindow)
      scene.inspector = lab.inspector
      host.attach(scene: scene)
    } else {
      host.attach(session.window)
    }
    exit(host.run { session.tick() })
  }

  /// `--compare`: the phones side by side, each its own process.
  @MainActor
  private static func runCompare(_ flags: AppFlags, compared: [ComparedScreen]) -> Never {
    var options = hostOptions(
      flags, title: "KeyboardLab — compare \(CompareSession.names(of: compared).joined(separator: ", "))")
    options.initialSize = CompareSession.initialSize(flags: flags, compared: compared)
    options.largestSize = options.initialSize
    let host: SDLAppHost
    do {
      host = try SDLAppHost(options: options)
    } catch {
      fail(error.description, error.exitCode)
    }
    let compare = CompareSession(
      flags: flags, compared: compared, platform: SDLAppPlatform(host: host, phoneOnly: false))
    host.attach(scene: compare.scene)
    exit(host.run { compare.tick() })
  }

  /// The host's options from the flags, for any mode.
  private static func hostOptions(_ flags: AppFlags, title: String) -> SDLAppHost.Options {
    SDLAppHost.Options(
      scale: flags.scale, headless: flags.isHeadless, steppedFrames: flags.usesSteppedFrames, title: title,
      printStartupTime: flags.printStartupTime, printFrameStats: flags.printFrameStats, fullRedraw: flags.fullRedraw,
      renderer: SDLWindowHost.RendererChoice(rawValue: flags.renderer) ?? .auto)
  }

  private static func fail(_ message: String, _ code: Int32) -> Never {
    FileHandle.standardError.write(Data("keyboard-lab: \(message)\n".utf8))
    exit(code)
  }
}
