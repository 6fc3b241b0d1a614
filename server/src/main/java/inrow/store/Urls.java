package inrow.store;

/** Database and Redis URLs in messages and logs. */
public final class Urls {
    private Urls() {
    }

    /**
     * The URL with its password, if any, as {@code ***}: {@code postgresql://inrow:***@db/inrow},
     * {@code redis://:***@cache:6379}; and Redis's {@code redis://password@host} (a bare password, which Redis's
     * client takes as the password) as {@code redis://***@host}.
     */
    public static String withoutPassword(String url) {
        String hidden = url.replaceAll("://([^:/@]*):[^@/]*@", "://$1:***@");
        return hidden.replaceFirst("(?i)^(rediss?://)[^:@/]+@", "$1***@");
    }
}
