package inrow.web;

import inrow.account.Accounts;
import java.util.List;

/** The signed-in person's own account page. Times are epoch milliseconds; the template writes them as dates. */
public record AccountPage(String name, long joined, boolean hasPassword, int recoveryCodesLeft, List<Key> passkeys,
                          List<Device> sessions) {
    /** {@code lastUsed} 0: never used to sign in (added on the account page, not yet used). */
    public record Key(String id, String name, long created, long lastUsed) {
    }

    public record Device(String id, String userAgent, long created, long lastUsed, boolean current) {
    }

    static AccountPage of(Accounts.Viewer v, Accounts accounts) {
        return new AccountPage(v.account().name(), v.account().createdAt(), v.account().passwordHash() != null,
            accounts.recoveryCodesLeft(v.account()),
            accounts.passkeys(v.account()).stream().map(p -> new Key(p.credentialId(), p.name(), p.createdAt(),
                p.lastUsedAt() == null ? 0 : p.lastUsedAt())).toList(),
            accounts.sessions(v.account()).stream().map(s -> new Device(s.id(), s.userAgent() == null ? ""
                : s.userAgent(), s.createdAt(), s.lastUsedAt(), s.id().equals(v.session().id()))).toList());
    }
}
