import Foundation

/// A file or folder a command will write, checked before the command does any work: an
/// audit of every case, or a session played to its end, must not be lost to a path that
/// could never be written. The check makes the missing folders (as writing would) and
/// tries the file itself the way the write will, so what it accepts can be written
/// unless the disk changes in between; it leaves an existing file as it was.
enum OutputPath {
  /// Why a path cannot be written.
  struct Unwritable: Error, CustomStringConvertible {
    let path: String
    let reason: String
    var description: String { "cannot write \(path): \(reason)" }
  }

  /// `path` can be created or overwritten as a file.
  static func checkFile(_ path: String) throws(Unwritable) {
    guard !path.isEmpty else { throw Unwritable(path: "''", reason: "the path is empty") }
    var isDirectory: ObjCBool = false
    if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue {
      throw Unwritable(path: path, reason: "it is a folder")
    }
    try makeFolder((path as NSString).deletingLastPathComponent, for: path)
    // O_EXCL: a probe this check creates is one it may remove; an existing file is only
    // opened for writing, never truncated.
    let created = open(path, O_WRONLY | O_CREAT | O_EXCL, 0o644)
    if created >= 0 {
      close(created)
      unlink(path)
      return
    }
    guard errno == EEXIST else { throw Unwritable(path: path, reason: String(cString: strerror(errno))) }
    let existing = open(path, O_WRONLY)
    guard existing >= 0 else { throw Unwritable(path: path, reason: String(cString: strerror(errno))) }
    close(existing)
  }

  /// `path` is, or can be made, a folder that files can be created in.
  static func checkFolder(_ path: String) throws(Unwritable) {
    guard !path.isEmpty else { throw Unwritable(path: "''", reason: "the path is empty") }
    try makeFolder(path, for: path)
    var probe = (path as NSString).appendingPathComponent(".keyboard-lab-write-check-\(getpid())")
    probe = probe.replacingOccurrences(of: "//", with: "/")
    let created = open(probe, O_WRONLY | O_CREAT | O_EXCL, 0o644)
    guard created >= 0 else { throw Unwritable(path: path, reason: String(cString: strerror(errno))) }
    close(created)
    unlink(probe)
  }

  private static func makeFolder(_ folder: String, for path: String) throws(Unwritable) {
    guard !folder.isEmpty else { return }
    do {
      try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    } catch {
      let reason =
        FileManager.default.fileExists(atPath: folder)
        ? "\(folder) is not a folder" : "cannot make the folder \(folder)"
      throw Unwritable(path: path, reason: reason)
    }
  }
}
