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
    if case .compare(let screens) = mode { runCompare(flags, screens: screens) }

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
      session = try AppSession(
        flags: flags,
        platform: AppSession.Platform(
          setTitle: { host.title = $0 },
          drawFrame: { host.drawFrame() },
          saveScreenshot: { path in
            if flags.phoneOnly {
              try host.saveScreenshot(to: path)
            } else if let phone = host.window {
              try host.capture(phone).savePNG(to: path)
            }
          },
          saveWindowScreenshot: { try host.saveScreenshot(to: $0) },
          clock: LabController.Clock(
            setTimeRate: { host.setTimeRate($0) }, setPaused: { host.setPaused($0) },
            stepFrame: { host.stepFrame() })))
    } catch {
      fail(error.description, error.exitCode)
    }

    if case .phoneHost(let path) = mode {
      host.attach(session.window)
      exit(PhoneHostLoop.run(path: path, host: host, session: session))
    }
    if let lab = session.lab {
      lab.copyText = { host.copyToClipboard($0) }
      lab.savePlot = { [unowned lab] path in try host.capture(lab.plotView()).savePNG(to: path) }
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
  private static func runCompare(_ flags: AppFlags, screens: [String]) -> Never {
    let compare = CompareSession(flags: flags, screens: screens)
    var options = hostOptions(flags, title: "KeyboardLab — compare \(screens.joined(separator: ", "))")
    options.initialSize = compare.initialSize
    options.largestSize = compare.initialSize
    let host: SDLAppHost
    do {
      host = try SDLAppHost(options: options)
    } catch {
      fail(error.description, error.exitCode)
    }
    compare.setTimeRate = { host.setTimeRate($0) }
    compare.saveScreenshot = { try host.saveScreenshot(to: $0) }
    compare.savePlot = { path in
      let view = CompareTimelinePlotView(frame: CGRect(x: 0, y: 0, width: 720, height: 360))
      view.compare = compare.timeline
      view.names = screens
      view.phoneHeight = flags.device.oriented(flags.orientation).size.height
      try host.capture(view).savePNG(to: path)
    }
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
