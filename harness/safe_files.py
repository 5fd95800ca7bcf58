"""The files the harness writes, removes, and the CI files it reads (records, reports to merge, lcov
files), never through a symbolic link a checkout holds.

The harness runs inside repositories it does not trust (a pull request's checkout, with CI
secrets nearby), and a repository can commit a link where the harness writes a report
(`reports -> /home/runner/.ssh`, `coverage.info -> ~/.bashrc`). So, on POSIX systems:

- Inside the working directory (the checkout), every folder on the way to a file is opened
  without following a link, one at a time from the working directory, and created when missing:
  a link among them is refused. Outside it, the path is the user's own (`/tmp/out`): its
  folders are followed, and made when missing.
- A file is written to a fresh temporary file beside it (O_CREAT | O_EXCL | O_NOFOLLOW) that is
  then renamed over its name: a link at that name is replaced, never followed; a folder there is
  refused; nobody sees half a file; a file replaced keeps its permissions.
- A file is removed by its name in its folder (which removes a link itself, never its target).
- A file is read only when it is a regular file that is not a link (not a FIFO, a device or
  /proc/self/mem), at most `limit` bytes of it.

Every failure is a FileError: one line naming the file and the reason, which the command line
prints after `ygo-harness: ` (exit status 2).
"""
import errno
import os
import secrets
import stat

_FOLDER = os.O_RDONLY | os.O_DIRECTORY
_LINK_ERRORS = (errno.ELOOP, errno.EMLINK)     # O_NOFOLLOW on a link: ELOOP (Linux, macOS), EMLINK (BSD)


class FileError(Exception):
    """A file the harness cannot write, remove or read; str() is one line naming it."""


class _Refused(Exception):
    """A reason, not an OSError: the path itself is not allowed."""


def write_text(path, text):
    write_bytes(path, text.encode("utf-8"))


def write_bytes(path, data):
    """Write `data` to `path` (see the module's docstring); FileError when it cannot be."""
    try:
        folder, name = _split(path)
        descriptor = _open_folder(folder, create=True)
        try:
            _replace(descriptor, name, data)
        finally:
            os.close(descriptor)
    except (_Refused, OSError) as error:
        raise FileError(f"cannot write {path}: {_reason(error)}") from None


def make_folder(path):
    """Make the folder `path` (and its parents) as a file's folders are made; FileError when a
    link or a file is in the way."""
    try:
        os.close(_open_folder(os.path.abspath(os.fspath(path)), create=True))
    except (_Refused, OSError) as error:
        raise FileError(f"cannot make the folder {path}: {_reason(error)}") from None


def remove(path):
    """Remove the file `path` when it is there; a link is removed, not what it points to."""
    try:
        folder, name = _split(path)
        descriptor = _open_folder(folder, create=False)
    except FileNotFoundError:
        return
    except (_Refused, OSError) as error:
        raise FileError(f"cannot remove {path}: {_reason(error)}") from None
    try:
        os.unlink(name, dir_fd=descriptor)
    except FileNotFoundError:
        pass
    except OSError as error:
        raise FileError(f"cannot remove {path}: {_reason(error)}") from None
    finally:
        os.close(descriptor)


def read_bytes(path, limit, hint="", missing_ok=False):
    """At most `limit` bytes of the regular file `path` (more is a FileError naming the limit, and
    `hint`, how to raise it); None when it does not exist and `missing_ok`."""
    try:
        folder, name = _split(path)
        descriptor = _open_folder(folder, create=False)
        try:
            # O_NONBLOCK: opening a FIFO must not wait for a writer (it is refused just below)
            handle = os.open(name, os.O_RDONLY | os.O_NOFOLLOW | os.O_NONBLOCK, dir_fd=descriptor)
        finally:
            os.close(descriptor)
        with os.fdopen(handle, "rb") as stream:
            mode = os.fstat(stream.fileno()).st_mode
            if not stat.S_ISREG(mode):
                raise _Refused("it is a folder" if stat.S_ISDIR(mode) else "it is not a regular file")
            data = stream.read(limit + 1)
    except FileNotFoundError as error:
        if missing_ok:
            return None
        raise FileError(f"cannot read {path}: {_reason(error)}") from None
    except (_Refused, OSError) as error:
        raise FileError(f"cannot read {path}: {_reason(error)}") from None
    if len(data) > limit:
        raise FileError(f"cannot read {path}: it is larger than the limit of {limit} bytes"
                        + (f" ({hint})" if hint else ""))
    return data


def _split(path):
    """(folder, name) of the absolute, normalised path: no `..` is left for the kernel to resolve
    through a link."""
    target = os.path.abspath(os.fspath(path))
    folder, name = os.path.split(target)
    if not name:
        raise _Refused("it names a folder, not a file")
    return folder, name


def _working_directories():
    """The working directory, and its name in $PWD when that is another path to it (a shell
    reached it through a link): a path under either is inside the checkout."""
    current = os.getcwd()
    found = [current]
    logical = os.environ.get("PWD")
    if logical and os.path.isabs(logical) and os.path.normpath(logical) != current:
        try:
            if os.path.samefile(logical, current):
                found.append(os.path.normpath(logical))
        except OSError:
            pass
    return found


def _inside(folder):
    """(working directory, [the folders below it down to `folder`]), or None outside it."""
    for base in _working_directories():
        relative = os.path.relpath(folder, base)
        if relative == os.curdir:
            return base, []
        if relative != os.pardir and not relative.startswith(os.pardir + os.sep):
            return base, relative.split(os.sep)
    return None


def _open_folder(folder, create):
    """A descriptor of `folder`: inside the working directory each folder below it is opened
    without following a link (and made when `create` and missing); outside it, as named."""
    inside = _inside(folder)
    if inside is None:
        if create:
            os.makedirs(folder, exist_ok=True)
        return os.open(folder, _FOLDER)
    base, parts = inside
    descriptor = os.open(base, _FOLDER)
    try:
        for index, part in enumerate(parts):
            if create:
                try:
                    os.mkdir(part, dir_fd=descriptor)
                except FileExistsError:
                    pass
            try:
                child = os.open(part, _FOLDER | os.O_NOFOLLOW, dir_fd=descriptor)
            except OSError as error:
                if error.errno not in (*_LINK_ERRORS, errno.ENOTDIR):
                    raise
                shown = os.path.join(base, *parts[:index + 1])
                if stat.S_ISLNK(os.stat(part, dir_fd=descriptor, follow_symlinks=False).st_mode):
                    raise _Refused(f"{shown} is a symbolic link (inside the working directory the harness "
                                   "follows no link to a file it writes or reads)") from None
                raise _Refused(f"{shown} is not a folder") from None
            os.close(descriptor)
            descriptor = child
    except BaseException:
        os.close(descriptor)
        raise
    return descriptor


def _replace(folder, name, data):
    """Write a temporary file in the open folder, then rename it over `name`."""
    try:
        old = os.stat(name, dir_fd=folder, follow_symlinks=False)
    except FileNotFoundError:
        old = None
    if old is not None and stat.S_ISDIR(old.st_mode):
        raise _Refused("it is a folder")
    for _ in range(100):
        temporary = f".{name[:100]}.{secrets.token_hex(6)}.tmp"
        try:
            handle = os.open(temporary, os.O_WRONLY | os.O_CREAT | os.O_EXCL | os.O_NOFOLLOW, 0o666,
                             dir_fd=folder)
            break
        except FileExistsError:
            continue
    else:
        raise _Refused("no free name for a temporary file beside it")
    try:
        with os.fdopen(handle, "wb") as stream:
            if old is not None and stat.S_ISREG(old.st_mode):
                os.fchmod(stream.fileno(), stat.S_IMODE(old.st_mode))
            stream.write(data)
        os.replace(temporary, name, src_dir_fd=folder, dst_dir_fd=folder)
    except BaseException:
        try:
            os.unlink(temporary, dir_fd=folder)
        except OSError:
            pass
        raise


def _reason(error):
    if isinstance(error, _Refused):
        return str(error)
    if error.errno == errno.EISDIR:
        return "it is a folder"
    if error.errno in _LINK_ERRORS:
        return "it is a symbolic link"
    return error.strerror or str(error)
